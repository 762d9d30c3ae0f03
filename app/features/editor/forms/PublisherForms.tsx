import { useId, useState } from 'react';
import { ARTIFACT_SLOTS } from '../../../../shared/contract/artifact-slots.ts';
import { useT } from '../../../i18n/index.ts';
import { RichTextField } from '../rich/RichTextField.tsx';
import { ImageField } from '../upload/ImageField.tsx';
import { ItemList, NumberInput, TextArea, TextInput } from './parts.tsx';
import type { FormProps } from './types.ts';
import styles from '../editor.module.css';

/**
 * The forms of the publisher's component types (shared/contract/publisher-components.ts). Lists
 * of values are typed one a line: a value may hold commas (「攻击力提高18%，持续10秒」).
 */

const splitLines = (text: string) => text.split(/\r\n|\r|\n/).map((line) => line.trim());

/** A list of values typed one a line; the typed text is kept as is while the list updates (empty lines dropped). */
function LinesInput({
  label,
  value,
  onChange,
  readOnly,
  rows = 2,
}: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  readOnly?: boolean | undefined;
  rows?: number;
}) {
  const id = useId();
  const [text, setText] = useState(() => value.join('\n'));
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        value={text}
        readOnly={readOnly}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitLines(event.target.value).filter((line) => line !== ''));
        }}
      />
    </div>
  );
}

export function BaseInfoForm({ data, onChange, readOnly }: FormProps<'baseInfo'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <h4 className={styles.subhead}>{t('editor.field.attrs')}</h4>
      <ItemList
        items={data.attr}
        onChange={(attr) => onChange({ ...data, attr })}
        create={() => ({ key: t('editor.field.newItem', { n: data.attr.length + 1 }), value: [] })}
        addLabel={t('editor.field.addAttr')}
        max={60}
        readOnly={readOnly}
        nameOf={(line) => line.key}
        render={(line, update) => (
          <div className={styles.row2}>
            <TextInput
              label={t('editor.field.attrKey')}
              value={line.key}
              maxLength={50}
              required
              readOnly={readOnly}
              onChange={(key) => update({ ...line, key })}
            />
            <LinesInput
              label={`${line.key} ${t('editor.field.attrValues')}`}
              value={line.value}
              readOnly={readOnly}
              onChange={(value) => update({ ...line, value })}
            />
          </div>
        )}
      />
      <div className={styles.row2}>
        <NumberInput label={t('editor.field.star')} value={data.star} min={0} max={5} readOnly={readOnly} onChange={(star) => onChange({ ...data, star })} />
        <TextInput
          label={t('editor.field.category')}
          value={data.category}
          maxLength={50}
          readOnly={readOnly}
          onChange={(category) => onChange({ ...data, category })}
        />
        <ImageField label={t('editor.field.image')} value={data.image} disabled={readOnly} onChange={(image) => onChange({ ...data, image })} />
      </div>
      <RichTextField label={t('editor.field.richText')} value={data.rich_text} onChange={(rich_text) => onChange({ ...data, rich_text })} readOnly={readOnly} />
    </div>
  );
}

export function GalleryCharacterForm({ data, onChange, readOnly }: FormProps<'gallery_character'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <ImageField label={t('editor.field.mainPicture')} value={data.pic} disabled={readOnly} onChange={(pic) => onChange({ ...data, pic })} />
      <h4 className={styles.subhead}>{t('editor.field.pictures')}</h4>
      <ItemList
        items={data.list}
        onChange={(list) => onChange({ ...data, list })}
        create={() => ({ id: '', key: t('editor.field.newItem', { n: data.list.length + 1 }), img: '', imgDesc: '' })}
        addLabel={t('editor.field.addImage')}
        max={60}
        readOnly={readOnly}
        nameOf={(item) => item.key}
        render={(item, update) => (
          <div className={styles.row2}>
            <TextInput
              label={t('editor.field.pictureName')}
              value={item.key}
              maxLength={50}
              required
              readOnly={readOnly}
              onChange={(key) => update({ ...item, key })}
            />
            <TextInput label={t('editor.field.pictureId')} value={item.id} maxLength={40} readOnly={readOnly} onChange={(id) => update({ ...item, id })} />
            <ImageField label={t('editor.field.image')} value={item.img} disabled={readOnly} onChange={(img) => update({ ...item, img })} />
            <TextArea
              label={t('editor.field.pictureDesc')}
              value={item.imgDesc}
              maxLength={1_000}
              readOnly={readOnly}
              onChange={(imgDesc) => update({ ...item, imgDesc })}
            />
          </div>
        )}
      />
    </div>
  );
}

export function SetEffectForm({ data, onChange, readOnly }: FormProps<'reliquary_set_effect'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <TextArea
        label={t('editor.field.twoSet')}
        value={data.two_set_effect}
        maxLength={2_000}
        readOnly={readOnly}
        onChange={(two_set_effect) => onChange({ ...data, two_set_effect })}
      />
      <TextArea
        label={t('editor.field.fourSet')}
        value={data.four_set_effect}
        maxLength={2_000}
        readOnly={readOnly}
        onChange={(four_set_effect) => onChange({ ...data, four_set_effect })}
      />
      <TextArea
        label={t('editor.field.singleSet')}
        value={data.single_set_effect}
        maxLength={2_000}
        readOnly={readOnly}
        onChange={(single_set_effect) => onChange({ ...data, single_set_effect })}
      />
    </div>
  );
}

export function AscensionForm({ data, onChange, readOnly }: FormProps<'ascension'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('editor.field.columnsHint')}</p>
      <ItemList
        items={data.list}
        onChange={(list) => onChange({ ...data, list })}
        create={() => ({ key: `Lv.${(data.list.length + 1) * 10}`, combatList: data.list.at(-1)?.combatList.slice(0, 1) ?? [] })}
        addLabel={t('editor.field.addLevel')}
        max={20}
        readOnly={readOnly}
        nameOf={(level) => level.key}
        render={(level, update) => (
          <div className={styles.stack}>
            <TextInput
              label={t('editor.field.level')}
              value={level.key}
              maxLength={30}
              required
              readOnly={readOnly}
              onChange={(key) => update({ ...level, key })}
            />
            <ItemList
              items={level.combatList}
              onChange={(combatList) => update({ ...level, combatList })}
              create={() => ({ key: '', values: [] })}
              addLabel={t('editor.field.addRow')}
              max={20}
              readOnly={readOnly}
              nameOf={(row, index) => row.key || String(index + 1)}
              render={(row, updateRow) => (
                <div className={styles.row2}>
                  <TextInput
                    label={`${level.key} ${t('editor.field.rowKey')}`}
                    value={row.key}
                    maxLength={50}
                    readOnly={readOnly}
                    onChange={(key) => updateRow({ ...row, key })}
                  />
                  <LinesInput
                    label={`${level.key} ${row.key} ${t('editor.field.rowValues')}`}
                    value={row.values}
                    readOnly={readOnly}
                    onChange={(values) => updateRow({ ...row, values })}
                  />
                </div>
              )}
            />
          </div>
        )}
      />
    </div>
  );
}

/** Titled (or named) items with an icon and a description: talents, constellations. */
function DescribedListForm<K extends 'title' | 'name'>({
  items,
  nameKey,
  onChange,
  readOnly,
  addLabel,
}: {
  items: ReadonlyArray<Record<K, string> & { icon_url: string; desc: string }>;
  nameKey: K;
  onChange: (items: Array<Record<K, string> & { icon_url: string; desc: string }>) => void;
  readOnly: boolean;
  addLabel: string;
}) {
  const t = useT();
  type Item = Record<K, string> & { icon_url: string; desc: string };
  return (
    <ItemList<Item>
      items={items}
      onChange={onChange}
      create={() => ({ [nameKey]: t('editor.field.newItem', { n: items.length + 1 }), icon_url: '', desc: '' }) as Item}
      addLabel={addLabel}
      max={20}
      readOnly={readOnly}
      nameOf={(item) => item[nameKey]}
      render={(item, update) => (
        <div className={styles.row2}>
          <TextInput
            label={nameKey === 'title' ? t('editor.field.title') : t('editor.field.name')}
            value={item[nameKey]}
            maxLength={100}
            required
            readOnly={readOnly}
            onChange={(value) => update({ ...item, [nameKey]: value })}
          />
          <ImageField label={t('editor.field.icon')} value={item.icon_url} disabled={readOnly} onChange={(icon_url) => update({ ...item, icon_url })} />
          <TextArea
            label={`${item[nameKey]} ${t('editor.field.description')}`}
            value={item.desc}
            maxLength={10_000}
            rows={4}
            readOnly={readOnly}
            onChange={(desc) => update({ ...item, desc })}
          />
        </div>
      )}
    />
  );
}

export function TalentForm({ data, onChange, readOnly }: FormProps<'talent'>) {
  const t = useT();
  return (
    <DescribedListForm
      items={data.list}
      nameKey="title"
      readOnly={readOnly}
      addLabel={t('editor.field.addTalent')}
      onChange={(list) => onChange({ ...data, list })}
    />
  );
}

export function SummaryListForm({ data, onChange, readOnly }: FormProps<'summaryList'>) {
  const t = useT();
  return (
    <DescribedListForm
      items={data.list}
      nameKey="name"
      readOnly={readOnly}
      addLabel={t('editor.field.addConstellation')}
      onChange={(list) => onChange({ ...data, list })}
    />
  );
}

export function StoryForm({ data, onChange, readOnly }: FormProps<'story'>) {
  const t = useT();
  return (
    <ItemList
      items={data.list}
      onChange={(list) => onChange({ ...data, list })}
      create={() => ({ title: t('editor.field.newItem', { n: data.list.length + 1 }), desc: '' })}
      addLabel={t('editor.field.addStory')}
      max={20}
      readOnly={readOnly}
      nameOf={(item) => item.title}
      render={(item, update) => (
        <div className={styles.stack}>
          <TextInput
            label={t('editor.field.title')}
            value={item.title}
            maxLength={100}
            required
            readOnly={readOnly}
            onChange={(title) => update({ ...item, title })}
          />
          <TextArea
            label={`${item.title} ${t('editor.field.story')}`}
            value={item.desc}
            maxLength={10_000}
            rows={5}
            readOnly={readOnly}
            onChange={(desc) => update({ ...item, desc })}
          />
        </div>
      )}
    />
  );
}

export function ArtifactListForm({ data, onChange, readOnly }: FormProps<'artifact_list'>) {
  const t = useT();
  return (
    <div className={styles.stack}>
      {ARTIFACT_SLOTS.map((slot) => {
        const piece = data[slot];
        const update = (next: typeof piece) => onChange({ ...data, [slot]: next });
        return (
          <fieldset key={slot} className={styles.stack}>
            <legend className={styles.subhead}>{t(`entry.slot.${slot}`)}</legend>
            <div className={styles.row2}>
              <TextInput
                label={`${t(`entry.slot.${slot}`)} ${t('editor.field.pieceName')}`}
                value={piece.title}
                maxLength={100}
                readOnly={readOnly}
                onChange={(title) => update({ ...piece, title })}
              />
              <ImageField
                label={`${t(`entry.slot.${slot}`)} ${t('editor.field.icon')}`}
                value={piece.icon_url}
                disabled={readOnly}
                onChange={(icon_url) => update({ ...piece, icon_url })}
              />
              <TextArea
                label={`${t(`entry.slot.${slot}`)} ${t('editor.field.description')}`}
                value={piece.desc}
                maxLength={2_000}
                readOnly={readOnly}
                onChange={(desc) => update({ ...piece, desc })}
              />
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
