import { useT } from '../../../i18n/index.ts';
import { ImageField } from '../upload/ImageField.tsx';
import { ItemList, ListInput, NumberInput, TextArea, TextInput } from './parts.tsx';
import type { FormProps } from './types.ts';
import styles from '../editor.module.css';

export function FilterListForm({ data, onChange, readOnly }: FormProps<'filter_list'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <h4 className={styles.subhead}>{t('editor.field.categories')}</h4>
      <ItemList
        items={data.categories}
        onChange={(categories) => onChange({ ...data, categories })}
        create={() => ({ name: t('editor.field.newItem', { n: data.categories.length + 1 }), options: ['1'] })}
        addLabel={t('editor.field.addCategory')}
        min={1}
        max={8}
        readOnly={readOnly}
        nameOf={(category) => category.name}
        render={(category, update) => (
          <div className={styles.row2}>
            <TextInput
              label={t('editor.field.categoryName')}
              value={category.name}
              maxLength={30}
              required
              readOnly={readOnly}
              onChange={(name) => update({ ...category, name })}
            />
            <ListInput
              label={t('editor.field.categoryOptions')}
              value={category.options}
              readOnly={readOnly}
              onChange={(options) => update({ ...category, options })}
            />
          </div>
        )}
      />
      <h4 className={styles.subhead}>{t('editor.field.items')}</h4>
      <ItemList
        items={data.items}
        onChange={(items) => onChange({ ...data, items })}
        create={() => ({ name: t('editor.field.newItem', { n: data.items.length + 1 }), icon_url: '', tags: [] })}
        addLabel={t('editor.field.addItem')}
        max={500}
        readOnly={readOnly}
        nameOf={(item) => item.name}
        render={(item, update) => (
          <div className={styles.row2}>
            <TextInput
              label={t('editor.field.name')}
              value={item.name}
              maxLength={100}
              required
              readOnly={readOnly}
              onChange={(name) => update({ ...item, name })}
            />
            <NumberInput
              label={t('editor.field.entryPageId')}
              value={item.entry_page_id ?? 0}
              min={0}
              max={Number.MAX_SAFE_INTEGER}
              readOnly={readOnly}
              onChange={(id) => {
                const { entry_page_id: _drop, ...rest } = item;
                update(id > 0 ? { ...rest, entry_page_id: id } : rest);
              }}
            />
            <ListInput label={t('editor.field.tags')} value={item.tags} readOnly={readOnly} onChange={(tags) => update({ ...item, tags })} />
            <ImageField label={t('editor.field.icon')} value={item.icon_url} disabled={readOnly} onChange={(icon_url) => update({ ...item, icon_url })} />
          </div>
        )}
      />
    </div>
  );
}

export function RelicStoryForm({ data, onChange, readOnly }: FormProps<'relic_story'>) {
  const t = useT();
  return (
    <ItemList
      items={data.pieces}
      onChange={(pieces) => onChange({ ...data, pieces })}
      create={() => ({ name: t('editor.field.newItem', { n: data.pieces.length + 1 }), slot: '', icon_url: '', description: '', story: '' })}
      addLabel={t('editor.field.addPiece')}
      min={1}
      max={10}
      readOnly={readOnly}
      nameOf={(piece) => piece.name}
      render={(piece, update) => (
        <div className={styles.row2}>
          <TextInput
            label={t('editor.field.name')}
            value={piece.name}
            maxLength={100}
            required
            readOnly={readOnly}
            onChange={(name) => update({ ...piece, name })}
          />
          <TextInput label={t('editor.field.slot')} value={piece.slot} maxLength={30} readOnly={readOnly} onChange={(slot) => update({ ...piece, slot })} />
          <TextArea
            label={t('editor.field.description')}
            value={piece.description}
            maxLength={1_000}
            readOnly={readOnly}
            onChange={(description) => update({ ...piece, description })}
          />
          <TextArea
            label={t('editor.field.story')}
            value={piece.story}
            maxLength={10_000}
            rows={5}
            readOnly={readOnly}
            onChange={(story) => update({ ...piece, story })}
          />
          <ImageField label={t('editor.field.icon')} value={piece.icon_url} disabled={readOnly} onChange={(icon_url) => update({ ...piece, icon_url })} />
        </div>
      )}
    />
  );
}

export function CardForm({ data, onChange, readOnly }: FormProps<'card'>) {
  const t = useT();
  return (
    <ItemList
      items={data.cards}
      onChange={(cards) => onChange({ ...data, cards })}
      create={() => ({ name: t('editor.field.newItem', { n: data.cards.length + 1 }), icon_url: '', detail: '{}' })}
      addLabel={t('editor.field.addCard')}
      min={1}
      max={60}
      readOnly={readOnly}
      nameOf={(card) => card.name}
      render={(card, update) => (
        <div className={styles.row2}>
          <TextInput
            label={t('editor.field.name')}
            value={card.name}
            maxLength={100}
            required
            readOnly={readOnly}
            onChange={(name) => update({ ...card, name })}
          />
          <ImageField label={t('editor.field.icon')} value={card.icon_url} disabled={readOnly} onChange={(icon_url) => update({ ...card, icon_url })} />
          <TextArea
            label={t('editor.field.detail')}
            value={card.detail}
            maxLength={20_000}
            readOnly={readOnly}
            onChange={(detail) => update({ ...card, detail })}
          />
        </div>
      )}
    />
  );
}

export function VoiceForm({ data, onChange, readOnly }: FormProps<'voice'>) {
  const t = useT();
  return (
    <ItemList
      items={data.items}
      onChange={(items) => onChange({ ...data, items })}
      create={() => ({ title: t('editor.field.newItem', { n: data.items.length + 1 }), text: '', audio_url: '' })}
      addLabel={t('editor.field.addVoice')}
      min={1}
      max={200}
      readOnly={readOnly}
      nameOf={(item) => item.title}
      render={(item, update) => (
        <div className={styles.row2}>
          <TextInput
            label={t('editor.field.title')}
            value={item.title}
            maxLength={100}
            required
            readOnly={readOnly}
            onChange={(title) => update({ ...item, title })}
          />
          <TextInput
            label={t('editor.field.audioUrl')}
            value={item.audio_url}
            maxLength={2_000}
            readOnly={readOnly}
            onChange={(audio_url) => update({ ...item, audio_url })}
          />
          <TextArea
            label={t('editor.field.voiceText')}
            value={item.text}
            maxLength={2_000}
            readOnly={readOnly}
            onChange={(text) => update({ ...item, text })}
          />
        </div>
      )}
    />
  );
}

export function GalleryForm({ data, onChange, readOnly }: FormProps<'gallery'>) {
  const t = useT();
  return (
    <ItemList
      items={data.images}
      onChange={(images) => onChange({ ...data, images })}
      create={() => ({ src: '', caption: '' })}
      addLabel={t('editor.field.addImage')}
      min={1}
      max={60}
      readOnly={readOnly}
      nameOf={(image, index) => image.caption || String(index + 1)}
      render={(image, update) => (
        <div className={styles.row2}>
          {/* A new picture's size is unknown: the old width and height are dropped with it. */}
          <ImageField label={t('editor.field.addImage')} value={image.src} disabled={readOnly} onChange={(src) => update({ src, caption: image.caption })} />
          <TextInput
            label={t('editor.field.caption')}
            value={image.caption}
            maxLength={200}
            readOnly={readOnly}
            onChange={(caption) => update({ ...image, caption })}
          />
        </div>
      )}
    />
  );
}

export function MaterialsForm({ data, onChange, readOnly }: FormProps<'materials'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      {data.items.length === 0 ? <p className={styles.muted}>{t('editor.field.noMaterials')}</p> : null}
      <ItemList
        items={data.items}
        onChange={(items) => onChange({ ...data, items })}
        create={() => ({ entry_page_id: 1, count: 1 })}
        addLabel={t('editor.field.addMaterial')}
        max={40}
        readOnly={readOnly}
        nameOf={(item) => String(item.entry_page_id)}
        render={(item, update) => (
          <div className={styles.row2}>
            <NumberInput
              label={t('editor.field.entryPageId')}
              value={item.entry_page_id}
              min={1}
              max={Number.MAX_SAFE_INTEGER}
              readOnly={readOnly}
              onChange={(entry_page_id) => update({ ...item, entry_page_id })}
            />
            <NumberInput
              label={t('editor.field.count')}
              value={item.count}
              min={0}
              max={1_000_000}
              readOnly={readOnly}
              onChange={(count) => update({ ...item, count })}
            />
          </div>
        )}
      />
    </div>
  );
}
