import {
  contrastRatio,
  darkenToContrast,
  isHexColour,
  MIN_TEXT_CONTRAST,
} from '../../../../core/domain/contrast.ts';
import type { CheckContext, Rule } from '../context.ts';
import { field, isObject } from '../json.ts';
import type { Problem } from '../problem.ts';

const SURFACE = '#ffffff';

/**
 * An edition's colours are used for text: the primary colour for active tabs, links and prices on
 * white cards, the primary text colour on primary buttons. Each pair must read at 4.5:1.
 */
export const themeContrast: Rule = ({ editions }: CheckContext) => {
  const problems: Problem[] = [];
  for (const edition of editions) {
    const theme = field(edition.value, 'theme');
    const variables = isObject(theme) ? field(theme, 'cssVariables') : undefined;
    if (!isObject(variables)) continue;
    const colour = (name: string) => {
      const value = variables[name];
      return typeof value === 'string' && isHexColour(value) ? value : undefined;
    };
    const pairs: [string, string | undefined, string, string][] = [
      [
        '--color-primary',
        colour('--color-primary'),
        SURFACE,
        'on white cards (tabs, links, prices)',
      ],
      [
        '--color-primary',
        colour('--color-primary'),
        colour('--color-primary-text') ?? SURFACE,
        'under the text of primary buttons',
      ],
    ];
    const reported = new Set<string>();
    for (const [name, value, background, where] of pairs) {
      if (!value || reported.has(name)) continue;
      const ratio = contrastRatio(value, background);
      if (ratio >= MIN_TEXT_CONTRAST) continue;
      reported.add(name);
      problems.push({
        file: edition.file,
        pointer: `/theme/cssVariables/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `"${value}" reads at ${ratio.toFixed(2)}:1 ${where}; text needs ${MIN_TEXT_CONTRAST}:1. Use a darker shade, e.g. "${darkenToContrast(value, background)}"`,
      });
    }
  }
  return problems;
};
