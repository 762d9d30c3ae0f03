import { describe, expect, it } from 'vitest';
import { reportPayload, reportProblem } from './report-payload.ts';

describe('report payloads', () => {
  it('builds each variant', () => {
    expect(reportPayload({ kind: 'feedback' }, 'r', '/img/a.png', '/ys/obc/')).toEqual({
      feedback_type: 3,
      reason: 'r',
      reason_img_url: '/img/a.png',
      source_url: '/ys/obc/',
    });
    expect(reportPayload({ kind: 'entry', entryPageId: 7 }, 'r', '', 'u')).toEqual({ entry_page_id: 7, content: 'r', img_url: '', source_url: 'u' });
    expect(reportPayload({ kind: 'record', recordId: 9 }, 'r', '', 'u')).toEqual({
      content: 'r',
      img_url: '',
      record_id: 9,
      feedback_type: 1,
      source_url: 'u',
    });
    expect(reportPayload({ kind: 'content', contentId: 5 }, 'r', '/img/a.png', 'u')).toEqual({
      content_id: 5,
      content: 'r',
      img_url: '/img/a.png',
      source_url: 'u',
    });
  });

  it('asks for the reason, the picture when required, and the minimum length', () => {
    const rules = { imageRequire: false, minLength: 1 };
    expect(reportProblem('  ', '', rules)).toEqual({ kind: 'required' });
    expect(reportProblem('ok', '', { ...rules, imageRequire: true })).toEqual({ kind: 'required' });
    expect(reportProblem('ok', '/img/a.png', { ...rules, imageRequire: true })).toBeNull();
    expect(reportProblem('abc', '', { ...rules, minLength: 5 })).toEqual({ kind: 'short', min: 5 });
    expect(reportProblem('abcde', '', { ...rules, minLength: 5 })).toBeNull();
  });
});
