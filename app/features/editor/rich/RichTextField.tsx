import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import type { RichDoc } from '../../../../shared/contract/rich-text.ts';
import { useT } from '../../../i18n/index.ts';
import { richTextExtensions } from './extensions.ts';
import { richDocToTiptap, tiptapToRichDoc, type TiptapNode } from './rich-doc-tiptap.ts';
import { RichToolbar } from './RichToolbar.tsx';
import styles from '../editor.module.css';

interface RichTextFieldProps {
  value: RichDoc;
  onChange: (doc: RichDoc) => void;
  /** Accessible name of the text area. */
  label: string;
  readOnly?: boolean;
}

/**
 * A rich text field on Tiptap: the document is converted from and back to the stored rich text
 * (never HTML). The field owns its editor state while mounted; the parent only hears changes.
 */
export function RichTextField({ value, onChange, label, readOnly = false }: RichTextFieldProps) {
  const t = useT();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The last document this field reported: a different value from the parent (an item moved or
  // removed, a draft resumed) replaces the field's content.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: richDocToTiptap(value),
    editable: !readOnly,
    // Rendered in the browser only: the editor pages start after the permission gate.
    immediatelyRender: false,
    editorProps: { attributes: { class: styles.prose ?? '', 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => {
      const doc = tiptapToRichDoc(current.getJSON() as TiptapNode);
      // Updates that change nothing stored (a selection mark, a normalised empty line) are no edits.
      if (JSON.stringify(doc) === JSON.stringify(emitted.current)) return;
      emitted.current = doc;
      onChangeRef.current(doc);
    },
  });

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(richDocToTiptap(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={styles.richField} data-rich-field="" data-readonly={readOnly || undefined}>
      {editor && !readOnly ? <RichToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      {!editor ? <p className={styles.muted}>{t('editor.loading')}</p> : null}
    </div>
  );
}
