export { EventForm, type EventFormProps } from './EventForm';
export { loadCompiledForm, type CompiledForm } from './compiled';
export { fieldWithRole, type FieldRole, type FormValues } from './roles';
export type { FieldPath } from './validation/activeRules';
