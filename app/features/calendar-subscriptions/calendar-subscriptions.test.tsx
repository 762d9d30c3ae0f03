import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RemindersPanel } from './RemindersPanel.tsx';
import { SubscribeBell } from './SubscribeBell.tsx';
import { CalendarSubscriptionsProvider } from './use-calendar-subscriptions.tsx';

/** A data router around the tree, as the app has: the subscriptions load through a fetcher. */
function MemoryRouter({ children }: { children: ReactNode }) {
  return <RouterProvider router={createMemoryRouter([{ path: '*', element: children }])} />;
}

const html = (node: React.ReactNode) =>
  renderToString(
    <MemoryRouter>
      <CalendarSubscriptionsProvider>{node}</CalendarSubscriptionsProvider>
    </MemoryRouter>,
  );

describe('calendar subscription controls on the server (before the viewer is known)', () => {
  it('renders an unpressed bell named from the catalogue with the activity title', () => {
    const out = html(<SubscribeBell activityId={7} title="海灯节" />);
    expect(out).toContain('aria-label="订阅提醒：海灯节"');
    expect(out).toContain('aria-pressed="false"');
  });

  it('renders the reminders switch off, with no feed link', () => {
    const out = html(<RemindersPanel />);
    expect(out).toContain('日历提醒');
    expect(out).toContain('role="switch"');
    expect(out).toContain('aria-checked="false"');
    expect(out).not.toContain('添加到手机日历');
  });
});
