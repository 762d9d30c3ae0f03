import { lazy, type ComponentType as ReactComponent, type LazyExoticComponent } from 'react';
import type { ComponentType, EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

type AnyWidget = ReactComponent<WidgetProps<never>>;

/**
 * Each widget type's code is its own chunk, loaded on demand: a page ships only the widgets it
 * uses. The server loads the chunks of a page before rendering it (preloadWidgets, from the
 * loader) and renders them synchronously, so the full text is inline in the HTML. In the browser
 * a widget is a React.lazy component with no Suspense boundary of its own: while its chunk loads,
 * hydration waits and the server's HTML stays as it is (a Suspense boundary here would make the
 * server stream the widget out of line, hidden until a script moves it: invisible without
 * JavaScript); client navigations are transitions, which keep the previous page until it loads.
 */
const loaders: Record<ComponentType, () => Promise<{ default: AnyWidget }>> = {
  rich_text: () => import('./RichTextWidget.tsx'),
  tabs: () => import('./TabsWidget.tsx'),
  switch: () => import('./SwitchWidget.tsx'),
  fold: () => import('./FoldWidget.tsx'),
  filter_list: () => import('./FilterListWidget.tsx'),
  table: () => import('./TableWidget.tsx'),
  relic_story: () => import('./RelicStoryWidget.tsx'),
  card: () => import('./CardWidget.tsx'),
  voice: () => import('./VoiceWidget.tsx'),
  gallery: () => import('./GalleryWidget.tsx'),
  materials: () => import('./MaterialsWidget.tsx'),
  baseInfo: () => import('./BaseInfoWidget.tsx'),
  gallery_character: () => import('./GalleryCharacterWidget.tsx'),
  reliquary_set_effect: () => import('./SetEffectWidget.tsx'),
  ascension: () => import('./AscensionWidget.tsx'),
  talent: () => import('./TalentWidget.tsx'),
  summaryList: () => import('./SummaryListWidget.tsx'),
  story: () => import('./StoryWidget.tsx'),
  artifact_list: () => import('./ArtifactListWidget.tsx'),
};

const isServer = typeof document === 'undefined';
const loaded = new Map<ComponentType, AnyWidget>();
const lazies = new Map<ComponentType, LazyExoticComponent<AnyWidget>>();

/** Loads the code of these widget types (the server awaits it before rendering a page). */
export async function preloadWidgets(types: Iterable<string>): Promise<void> {
  const known = [...new Set(types)].filter((type): type is ComponentType => Object.hasOwn(loaders, type));
  await Promise.all(
    known.map(async (type) => {
      if (!loaded.has(type)) loaded.set(type, (await loaders[type]()).default);
    }),
  );
}

function componentOf(type: ComponentType): AnyWidget | LazyExoticComponent<AnyWidget> {
  const ready = isServer ? loaded.get(type) : undefined;
  if (ready) return ready;
  let lazyWidget = lazies.get(type);
  if (!lazyWidget) {
    lazyWidget = lazy(loaders[type]);
    lazies.set(type, lazyWidget);
  }
  return lazyWidget;
}

/**
 * One component of a module, by its type, its data already an object (shared/entry-page-wire.ts
 * readerEntryPage). Unknown types and damaged data (not an object) render nothing.
 */
export function Widget({ component }: { component: EntryComponent }) {
  const data: unknown = component.data;
  if (!Object.hasOwn(loaders, component.component_id) || data === null || typeof data !== 'object') return null;
  const Component = componentOf(component.component_id) as ReactComponent<{ data: unknown }>;
  return (
    <div className={styles.widget} data-widget={component.component_id}>
      <Component data={data} />
    </div>
  );
}
