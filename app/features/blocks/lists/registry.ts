import type { BlockRegistry } from '../types.ts';
import { HitAvatarList } from './HitAvatarList.tsx';
import { HitCardList } from './HitCardList.tsx';
import { LargeModelCardList } from './LargeModelCardList.tsx';
import { PictureTitleList } from './PictureTitleList.tsx';
import { StrategyCardList } from './StrategyCardList.tsx';
import { SubjectList } from './SubjectList.tsx';
import { SummaryList } from './SummaryList.tsx';
import { VerticalSummaryList } from './VerticalSummaryList.tsx';
import { VideoList } from './VideoList.tsx';

/** List blocks by display type. */
export const listBlocks: BlockRegistry = {
  summary: SummaryList,
  verticalSummary: VerticalSummaryList,
  video: VideoList,
  pictureTitle: PictureTitleList,
  hitCard: HitCardList,
  hitAvatar: HitAvatarList,
  subject: SubjectList,
  strategyCard: StrategyCardList,
  largeModelCard: LargeModelCardList,
};
