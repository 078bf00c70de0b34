/** Sign-up form values by field name, as the event's form schema defines them. */
export type FormValues = Record<string, unknown>;
