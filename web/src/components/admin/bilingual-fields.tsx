import { FormField } from "@/components/admin/form-field";
import { TextField } from "@/components/ui/text-field";
import { Textarea } from "@/components/ui/textarea";

interface BilingualFieldsProps<Name extends string> {
  /** The two fields' names in the form's values: the English one, then the Arabic one. */
  names: readonly [Name, Name];
  labels: readonly [string, string];
  values: Record<Name, string>;
  onChange: (name: Name, value: string) => void;
  error?: (name: Name) => string | undefined;
  hint?: (name: Name) => string | undefined;
  required?: boolean;
  /** Long text: a box this many lines high; without it, a one-line field. */
  rows?: number;
}

/** One text in both languages, as two fields the form's grid lays out side by side. */
export function BilingualFields<Name extends string>({ names, labels, values, onChange, error, hint, required, rows }: BilingualFieldsProps<Name>) {
  // The catalogue is written twice: English left to right, then Arabic right to left, each marked with its language.
  const languages = [
    { lang: "en", dir: "ltr", name: names[0], label: labels[0] },
    { lang: "ar", dir: "rtl", name: names[1], label: labels[1] },
  ] as const;
  return languages.map(({ lang, dir, name, label }) => {
    const shared = { label, required, error: error?.(name), hint: hint?.(name) };
    return rows ? (
      <FormField key={lang} {...shared}>
        {(control) => (
          <Textarea {...control} lang={lang} dir={dir} rows={rows} value={values[name]} onChange={(event) => onChange(name, event.target.value)} />
        )}
      </FormField>
    ) : (
      <TextField
        key={lang}
        {...shared}
        lang={lang}
        dir={dir}
        autoComplete="off"
        value={values[name]}
        onChange={(event) => onChange(name, event.target.value)}
      />
    );
  });
}
