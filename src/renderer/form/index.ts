export { EventForm, type EventFormProps } from './EventForm';
export { hasCompiledForm, loadCompiledForm, type CompiledForm } from './compiled';
export { type FieldRole } from './fieldRoles';
export { fieldNames, fieldWithRole, type FormValues } from './roles';
export { deriveValues } from './derive';
export type { FieldPath } from './validation/activeRules';
