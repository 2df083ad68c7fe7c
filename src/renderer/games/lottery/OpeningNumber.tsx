import { openingDigits } from './lobbyRules';

/** An opening number as balls, at most six digits (spec "Lottery screen"); read out whole. */
export function OpeningNumber({ value }: { value: string }) {
  const digits = openingDigits(value);
  return (
    <span className="lottery-balls" role="img" aria-label={digits.join('')}>
      {digits.map((digit, index) => (
        <span key={index} className="lottery-balls__ball" aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
