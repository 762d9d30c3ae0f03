import { z } from 'zod';

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  jump_url: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannerListSchema = z.object({ list: z.array(bannerSchema) });
export type BannerList = { list: Banner[] };

export const navbarSchema = z.object({
  home_img: z.object({ headImg: z.string(), logo: z.string() }),
  name: z.string(),
});
export type Navbar = z.infer<typeof navbarSchema>;

export const announcementSchema = z.object({
  announce: z.string(),
  speaker: z.string(),
  pop_window: z.boolean(),
  version: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET v1/home/index/navbar: the navbar and the announcement, if any. */
export type NavbarInfo = Navbar & { announcement: Announcement | null };
