/**
 * The names the mobile theme registers, which a uiSchema may use besides RJSF's own: the
 * widgets of `"ui:widget"`. The app's src/renderer/form/widgets/index.ts registers exactly these (its type says so), and the
 * config checker refuses a name that neither the theme nor RJSF knows, since RJSF would stop
 * rendering the form at it.
 */
export const THEME_WIDGETS = [
  'SelectWidget',
  'RadioWidget',
  'picker',
  'country',
  'clothingSize',
  'idType',
  'DateWidget',
  'birthday',
  'TextareaWidget',
  'CheckboxWidget',
  'loyalty',
  'upload',
] as const;

export type ThemeWidget = (typeof THEME_WIDGETS)[number];
