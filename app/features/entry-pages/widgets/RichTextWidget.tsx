import { EntryRichText } from '../rich/EntryRichText.tsx';
import type { WidgetProps } from './types.ts';

export default function RichTextWidget({ data }: WidgetProps<'rich_text'>) {
  return <EntryRichText doc={data.doc} />;
}
