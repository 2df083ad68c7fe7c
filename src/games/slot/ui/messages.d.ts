// The English slot messages, the typed source of the UI's translation keys. A declaration
// file, like the renderer's i18next.d.ts, so every TypeScript project that compiles the games
// folder can see the JSON's shape.
import type messages from '../../../../locales/en/slot.json';

export type SlotMessages = typeof messages;
