import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import { CardForm, FilterListForm, GalleryForm, MaterialsForm, RelicStoryForm, VoiceForm } from './ListForms.tsx';
import {
  ArtifactListForm,
  AscensionForm,
  BaseInfoForm,
  GalleryCharacterForm,
  SetEffectForm,
  StoryForm,
  SummaryListForm,
  TalentForm,
} from './PublisherForms.tsx';
import { TableForm } from './TableForm.tsx';
import { FoldForm, RichTextForm, SwitchForm, TabsForm } from './TextForms.tsx';

/** The form of a component, by its type. */
export function ComponentForm({
  component,
  onChange,
  readOnly,
}: {
  component: EntryComponent;
  onChange: (component: EntryComponent) => void;
  readOnly: boolean;
}) {
  switch (component.component_id) {
    case 'rich_text':
      return <RichTextForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'tabs':
      return <TabsForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'switch':
      return <SwitchForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'fold':
      return <FoldForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'filter_list':
      return <FilterListForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'table':
      return <TableForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'relic_story':
      return <RelicStoryForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'card':
      return <CardForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'voice':
      return <VoiceForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'gallery':
      return <GalleryForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'materials':
      return <MaterialsForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'baseInfo':
      return <BaseInfoForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'gallery_character':
      return <GalleryCharacterForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'reliquary_set_effect':
      return <SetEffectForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'ascension':
      return <AscensionForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'talent':
      return <TalentForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'summaryList':
      return <SummaryListForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'story':
      return <StoryForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
    case 'artifact_list':
      return <ArtifactListForm data={component.data} readOnly={readOnly} onChange={(data) => onChange({ ...component, data })} />;
  }
}
