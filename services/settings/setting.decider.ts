import type { Decider } from '../../events/index.js';
import type { SettingKey, SettingsEvent } from '../../events/settings.js';

export type SettingCommand = {
  readonly type: 'ChangeSetting';
  readonly key: SettingKey;
  /** Already validated and normalised for its key (codFee: "15.00"). */
  readonly value: string;
  readonly now: Date;
};

export type SettingState = { readonly value: string | null };

/** One stream per setting key; saving the value it already has records nothing. */
export const settingDecider: Decider<SettingCommand, SettingsEvent, SettingState> = {
  streamType: 'setting',
  initialState: () => ({ value: null }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SettingChanged':
        return { value: event.data.value };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChangeSetting':
        if (state.value === command.value) return [];
        return [
          { type: 'SettingChanged', data: { key: command.key, value: command.value, changedAt: command.now.toISOString() } },
        ];
    }
  },
};
