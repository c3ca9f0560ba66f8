// The values of a FormModal or FormCard in react-hook-form (the admin's one form-state policy): the
// form's fields (FormTextField, FormBilingualField, ...) find them by name through this provider, so
// a screen passes its `useForm()` once instead of a value and a setter per field.
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

export function FormValues<V extends FieldValues>({ form, children }: { form?: UseFormReturn<V>; children: ReactNode }) {
  return form ? <FormProvider {...form}>{children}</FormProvider> : <>{children}</>;
}
