import type { BetType } from '../engine';
import type { LotteryKey, LotteryTranslate } from './translate';

export interface BetTypeTabsProps {
  readonly types: readonly BetType[];
  readonly selected: BetType;
  readonly onSelect: (type: BetType) => void;
  readonly t: LotteryTranslate;
}

/** The name of a type in the player's language, and its Vietnamese (or 4D) name when that differs. */
export function typeNames(type: BetType, t: LotteryTranslate): { name: string; local: string | null } {
  const name = t(`types.${type}.name` as LotteryKey);
  const local = t(`types.${type}.local` as LotteryKey);
  return { name, local: local === name ? null : local };
}

/** The game's bet types as a wrapping row of toggle buttons (no sideways scroll on a phone). */
export function BetTypeTabs({ types, selected, onSelect, t }: BetTypeTabsProps) {
  return (
    <div className="lottery-types" role="group" aria-label={t('types.label')}>
      {types.map((type) => {
        const { name, local } = typeNames(type, t);
        return (
          <button
            key={type}
            type="button"
            className="lottery-types__type"
            aria-pressed={type === selected}
            onClick={() => onSelect(type)}
          >
            <span className="lottery-types__name">{name}</span>
            {local ? <span className="lottery-types__local">{local}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
