import { describe, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.js';
import { settingDecider } from './setting.decider.js';

const given = deciderSpec(settingDecider);
const now = new Date('2026-03-01T10:00:00.000Z');
const changed = (value: string) => ({ type: 'SettingChanged' as const, data: { key: 'codFee' as const, value, changedAt: now.toISOString() } });

describe('setting decider', () => {
  it('records the first value of a setting', () => {
    given([]).when({ type: 'ChangeSetting', key: 'codFee', value: '15.00', now }).then([changed('15.00')]);
  });

  it('records a new value, and nothing when the value is the current one', () => {
    given([changed('15.00')]).when({ type: 'ChangeSetting', key: 'codFee', value: '20.50', now }).then([changed('20.50')]);
    given([changed('15.00')]).when({ type: 'ChangeSetting', key: 'codFee', value: '15.00', now }).then([]);
  });
});
