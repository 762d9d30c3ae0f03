import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast/toast.ts';
import { UPLOAD_LIMITS } from '../../../../shared/limits.ts';
import { isSafeLink } from '../../../../shared/safe-url.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { ApiCallError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { uploadPicture } from '../../corrections/upload-client.ts';
import { useTextOnly } from '../forms/text-only.ts';
import { useUploadMaxMb } from '../upload/use-upload-policy.ts';
import styles from '../editor.module.css';

type Prompt = { kind: 'link' | 'footnote'; value: string } | null;

const LinkIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);

const ImageIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="M4 18l5-5 4 4 3-3 4 4" />
  </svg>
);

/** The formatting bar of a rich text field: marks, headings, lists, image upload, footnote and spoiler. */
export function RichToolbar({ editor }: { editor: Editor }) {
  const t = useT();
  const { edition } = useWiki();
  const maxMb = useUploadMaxMb(edition.app_sn);
  // A translation adds no pictures (forms/text-only.ts).
  const textOnly = useTextOnly();
  const promptId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      footnote: current.isActive('footnote'),
      spoiler: current.isActive('spoiler'),
      empty: current.state.selection.empty,
    }),
  });

  const chain = () => editor.chain().focus();
  const needsSelection = (mark: MessageKey) => {
    if (!editor.state.selection.empty) return false;
    toast.message(t('editor.rich.selectText', { mark: t(mark) }));
    return true;
  };

  const openPrompt = (kind: 'link' | 'footnote') => {
    const attrs = editor.getAttributes(kind);
    const current = kind === 'link' ? attrs.href : attrs.note;
    if (!current && needsSelection(kind === 'link' ? 'editor.rich.link' : 'editor.rich.footnote')) return;
    setPrompt({ kind, value: typeof current === 'string' ? current : '' });
  };

  const applyPrompt = (event: React.FormEvent) => {
    event.preventDefault();
    if (!prompt) return;
    const value = prompt.value.trim();
    if (prompt.kind === 'link') {
      if (!value) chain().extendMarkRange('link').unsetLink().run();
      else if (!isSafeLink(value)) {
        toast.error(t('editor.rich.badLink'));
        return;
      } else chain().extendMarkRange('link').setLink({ href: value }).run();
    } else if (!value) chain().extendMarkRange('footnote').unsetFootnote().run();
    else chain().extendMarkRange('footnote').setFootnote(value).run();
    setPrompt(null);
  };

  const insertImage = async (file: File) => {
    if (!(UPLOAD_LIMITS.imageTypes as readonly string[]).includes(file.type)) {
      toast.error(t('upload.onlyTypes'));
      return;
    }
    if (file.size > maxMb * 1024 * 1024) {
      toast.error(t('upload.tooLarge', { n: maxMb }));
      return;
    }
    setUploading(0);
    try {
      const result = await uploadPicture(edition.app_sn, file, { onProgress: setUploading });
      chain().setImage({ src: result.url, alt: '' }).run();
    } catch (error) {
      const network = !(error instanceof ApiCallError) || error.retcode === NETWORK_ERROR;
      toast.error(network || !(error as Error).message ? t('upload.networkError') : (error as Error).message);
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const button = (label: MessageKey, pressed: boolean | undefined, onClick: () => void, glyph: React.ReactNode) => (
    <button
      type="button"
      className={styles.toolButton}
      aria-label={t(label)}
      title={t(label)}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {glyph}
    </button>
  );

  return (
    <div className={styles.toolbarWrap}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editor.rich.toolbar')}>
        {button('editor.rich.bold', active.bold, () => chain().toggleBold().run(), <b>B</b>)}
        {button('editor.rich.italic', active.italic, () => chain().toggleItalic().run(), <i>I</i>)}
        {button('editor.rich.link', active.link, () => openPrompt('link'), <LinkIcon />)}
        <span className={styles.toolDivider} aria-hidden="true" />
        {button('editor.rich.heading2', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {button('editor.rich.heading3', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {button('editor.rich.bulletList', active.bullet, () => chain().toggleBulletList().run(), '••')}
        {button('editor.rich.orderedList', active.ordered, () => chain().toggleOrderedList().run(), '1.')}
        <span className={styles.toolDivider} aria-hidden="true" />
        {textOnly ? null : button('editor.rich.image', undefined, () => fileInput.current?.click(), <ImageIcon />)}
        {button('editor.rich.footnote', active.footnote, () => openPrompt('footnote'), <sup>注</sup>)}
        {button(
          'editor.rich.spoiler',
          active.spoiler,
          () => !needsSelection('editor.rich.spoiler') && chain().toggleSpoiler().run(),
          <span className={styles.spoilerGlyph}>黑</span>,
        )}
        <input
          ref={fileInput}
          className={styles.hiddenFile}
          type="file"
          accept={UPLOAD_LIMITS.imageTypes.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          data-testid="rich-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void insertImage(file);
          }}
        />
        {uploading !== null ? (
          <span className={styles.toolStatus} role="status">
            {t('editor.rich.uploading', { percent: uploading })}
          </span>
        ) : null}
      </div>
      {prompt ? (
        <form className={styles.prompt} onSubmit={applyPrompt}>
          <label htmlFor={promptId}>{t(prompt.kind === 'link' ? 'editor.rich.linkPrompt' : 'editor.rich.footnotePrompt')}</label>
          <input
            id={promptId}
            className={styles.input}
            autoFocus
            value={prompt.value}
            maxLength={2_000}
            onChange={(event) => setPrompt({ ...prompt, value: event.target.value })}
            onKeyDown={(event) => event.key === 'Escape' && setPrompt(null)}
          />
          <button type="submit" className={styles.smallPrimary}>
            {t('editor.rich.apply')}
          </button>
          {(prompt.kind === 'link' ? active.link : active.footnote) ? (
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => {
                if (prompt.kind === 'link') chain().extendMarkRange('link').unsetLink().run();
                else chain().extendMarkRange('footnote').unsetFootnote().run();
                setPrompt(null);
              }}
            >
              {t(prompt.kind === 'link' ? 'editor.rich.removeLink' : 'editor.rich.removeFootnote')}
            </button>
          ) : null}
          <button type="button" className={styles.smallButton} onClick={() => setPrompt(null)}>
            {t('editor.rich.cancel')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
