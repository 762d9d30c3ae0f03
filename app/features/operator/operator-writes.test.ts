import { describe, expect, it } from 'vitest';
import * as mediawikiImportCalls from '../../../shared/contract/calls/mediawiki-import.ts';
import * as operatorLivingCalls from '../../../shared/contract/calls/operator-living.ts';
import * as operatorStructureCalls from '../../../shared/contract/calls/operator-structure.ts';
import * as operatorTermsCalls from '../../../shared/contract/calls/operator-terms.ts';
import * as operatorTextsCalls from '../../../shared/contract/calls/operator-texts.ts';
import { isOperatorWrite, operatorWrites } from './operator-writes.ts';

describe('the console writes table', () => {
  it('names every JSON write of the operator declarations, and each stands for its declaration', () => {
    expect(operatorWrites['structure.updateChannel']).toBe(operatorStructureCalls.updateChannel);
    expect(operatorWrites['living.suspend']).toBe(operatorLivingCalls.suspend);
    expect(operatorWrites['mediawiki.start']).toBe(mediawikiImportCalls.start);
    expect(operatorWrites['terms.saveTerm']).toBe(operatorTermsCalls.saveTerm);
    expect(operatorWrites['texts.saveTexts']).toBe(operatorTextsCalls.saveTexts);
    const declared = [operatorStructureCalls, operatorLivingCalls, mediawikiImportCalls, operatorTermsCalls, operatorTextsCalls]
      .flatMap((calls) => Object.values(calls))
      .filter((call) => call.method === 'POST' && !('bodyType' in call));
    expect(Object.values(operatorWrites)).toHaveLength(declared.length);
    for (const call of Object.values(operatorWrites)) expect(call.method).toBe('POST');
  });

  it('leaves out reads, byte uploads and anything else', () => {
    for (const name of [
      'living.home',
      'structure.channels',
      'living.uploadAudio',
      'mediawiki.chunk',
      'terms.terms',
      'texts.texts',
      'toString',
      '__proto__',
      'channel/update',
      '',
      1,
      null,
    ])
      expect(isOperatorWrite(name)).toBe(false);
    expect(isOperatorWrite('structure.createEdition')).toBe(true);
  });
});
