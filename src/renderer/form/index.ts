export { EventForm, type EventFormProps } from './EventForm';
export { hasCompiledForm, loadCompiledForm, type CompiledForm } from './compiled';
export { fieldNames, fieldWithRole, type FieldRole, type FormValues } from './roles';
export { deriveValues } from './derive';
export type { FieldPath } from './validation/activeRules';
