import { withTheme, type ThemeProps } from '@rjsf/core';
import { generateTemplates } from './templates';
import { generateWidgets } from './widgets';
import './theme.css';

/** The mobile theme on antd-mobile, in the shape of RJSF's own themes. */
export function generateTheme(): ThemeProps {
  return { templates: generateTemplates(), widgets: generateWidgets() };
}

export const MobileForm = withTheme(generateTheme());
