import type { Selectable } from 'kysely';
import type { Announcement, Banner, Navbar } from '../../../shared/contract/home.ts';
import type { AnnouncementTable, BannerTable } from '../../db/schema.ts';
import type { Edition } from '../editions/editions-service.ts';

export const presentBanner = (row: Selectable<BannerTable>): Banner => ({
  id: row.id,
  title: row.title,
  image_url: row.image_url,
  jump_url: row.jump_url,
});

export const presentNavbar = (edition: Edition): Navbar => ({
  home_img: { headImg: edition.head_img_url, logo: edition.logo_url },
  name: edition.name,
});

export const presentAnnouncement = (row: Selectable<AnnouncementTable>): Announcement => ({
  announce: row.text,
  speaker: row.speaker,
  pop_window: row.pop_window === 1,
  version: row.version,
});
