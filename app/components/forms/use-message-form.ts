import { useState, type ChangeEvent, type FormEvent } from "react";
import { showToast } from "~/components/ui/toaster";
import type { FieldErrors, Verdict } from "./schemas";

/**
 * State and submit handling shared by both message forms. Nothing is sent
 * (decision 6): a valid submit shows the success toast and clears every field;
 * an invalid one shows the destructive toast, keeps the input, marks each
 * field in error and moves focus to the first of them (in form order).
 */
export function useMessageForm<V extends Record<string, string | boolean>>({
  empty,
  check,
  idPrefix,
}: {
  empty: V;
  check: (values: V) => Verdict<V>;
  idPrefix: string;
}) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // Once a field is edited its old error no longer describes it.
    setErrors((current) =>
      current[key as keyof FieldErrors<V>] ? { ...current, [key]: undefined } : current,
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const verdict = check(values);
    if (verdict.ok) {
      void showToast("success", verdict.toast);
      setValues(empty);
      setErrors({});
      return;
    }
    void showToast("error", verdict.toast);
    setErrors(verdict.errors);
    const firstInvalid = Object.keys(empty).find(
      (key) => verdict.errors[key as keyof FieldErrors<V>],
    );
    if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
  }

  const id = (key: keyof V & string) => `${idPrefix}-${key}`;

  /** Everything a text field needs for `key`: id, value, change handler, error. */
  const textField = (key: keyof V & string) => ({
    id: id(key),
    value: String(values[key]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as V[typeof key]),
    error: errors[key],
  });

  /** The same for a checkbox. */
  const checkboxField = (key: keyof V & string) => ({
    id: id(key),
    checked: values[key] === true,
    onCheckedChange: (checked: boolean) => set(key, checked as V[typeof key]),
    error: errors[key],
  });

  return { onSubmit, textField, checkboxField };
}
