export { EventForm, type EventFormProps } from './EventForm';
export type { TypingReport } from './context';
export { hasCompiledForm, loadCompiledForm, type CompiledForm } from './compiled';
export { refusedErrorSchema, stillRefused } from './refused';
export { fieldWithRole, type FieldRole } from '../../../core/form/roles';
export { fieldNames } from '../../../core/form/schema/walk';
export { normaliseValues } from '../../../core/form/normalise';
export type { FormValues } from '../../../core/form/values';
export type { FieldPath } from '../../../core/form/validate/problems';
