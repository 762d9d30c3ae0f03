import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import styles from './DesktopHeader.module.css';

export interface NavSection {
  id: number;
  name: string;
}

/** Room kept for "更多" when some sections go into it (its width once shown is measured). */
const MORE_ESTIMATE_PX = 72;

/**
 * The desktop header's navigation of the home's sections (issue 37): as many as fit the room the
 * header leaves, in a row; the others under "更多", a native disclosure listing them. The server
 * renders every section in the row; the first layout in the browser measures them and moves what
 * does not fit (again when the room changes: a sign-in brings more controls, a window resizes).
 */
export function SectionNav({ sections, hrefOf }: { sections: readonly NavSection[]; hrefOf: (id: number) => string }) {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  const widths = useRef<number[] | null>(null);
  const moreWidth = useRef(MORE_ESTIMATE_PX);
  const [fit, setFit] = useState(sections.length);
  const more = useRef<HTMLDetailsElement>(null);

  // The header hands a new array each render: what the sections are is their ids and names.
  const signature = sections.map((section) => `${section.id}:${section.name}`).join('\n');
  const measuredFor = useRef('');
  const showingAll = fit === sections.length;

  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    if (measuredFor.current !== signature) {
      // Every section's width, taken while all are in the row (the first layout, or after the sections changed).
      if (!showingAll) return setFit(sections.length);
      widths.current = [...element.querySelectorAll<HTMLElement>('[data-nav-row] > a')].map((link) => link.getBoundingClientRect().width);
      measuredFor.current = signature;
    }
    const measure = () => {
      const summary = more.current?.querySelector('summary');
      if (summary) moreWidth.current = summary.getBoundingClientRect().width;
      const all = widths.current ?? [];
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const room = element.clientWidth;
      const rowWidth = (n: number) => all.slice(0, n).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, n - 1);
      if (rowWidth(all.length) <= room) return setFit(all.length);
      let n = all.length - 1;
      while (n > 0 && rowWidth(n) + gap + moreWidth.current > room) n -= 1;
      setFit(n);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the sections.
  }, [signature, showingAll]);

  // A pick, a click elsewhere or Escape closes "更多".
  useLayoutEffect(() => {
    const close = (event: Event) => {
      const details = more.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const rest = sections.slice(fit);
  return (
    <nav ref={nav} className={styles.nav} aria-label={t('nav.sections')} data-home-sections="">
      <div className={styles.navRow} data-nav-row="">
        {sections.slice(0, fit).map((section) => (
          <Link key={section.id} className={styles.navLink} to={hrefOf(section.id)}>
            {section.name}
          </Link>
        ))}
      </div>
      {rest.length > 0 ? (
        <details ref={more} className={styles.more} data-nav-more="">
          <summary className={styles.navLink}>{t('nav.more')}</summary>
          <ul className={styles.moreList}>
            {rest.map((section) => (
              <li key={section.id}>
                <Link
                  className={styles.navLink}
                  to={hrefOf(section.id)}
                  onClick={() => {
                    if (more.current) more.current.open = false;
                  }}
                >
                  {section.name}
                </Link>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </nav>
  );
}
