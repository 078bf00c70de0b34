import { beforeAll } from 'vitest';
import { loadAllTexts } from '../../src/i18n';

// Imported by tests of a page's parts on their own (a form, its messages): every page but an event
// home has all of its texts before it shows, since its route loads them with its code.
beforeAll(() => loadAllTexts());
