import { clsx } from "clsx";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FormNotice } from "~/components/forms/form-notice";
import { FieldError, inputBorder, inputClass } from "~/components/forms/form-field";
import { buttonClass } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { languages, type Language } from "~/i18n/languages";
import type { FormFailure } from "~/lib/forms/form-result";
import { ArticleBody } from "../article-body";
import { ArticlePicture } from "../article-picture";
import { fieldName, type TranslationInput } from "./article-input.schema";
import { PicturePreview } from "./picture-preview";
import { slugFromTitle } from "./slug-from-title";

export type EditorArticle = {
  slug: string;
  mediaKey: string | null;
  image: { id: string; width: number; height: number } | null;
  translations: Partial<Record<Language, TranslationInput>>;
};

type Props = {
  /** The article being edited; undefined on the new-article page. */
  article?: EditorArticle;
  failure: FormFailure | null;
  preview: { preview: Partial<Record<Language, string>>; values: Record<string, string> } | null;
};

/**
 * The Markdown editor: a plain multipart form (it works without scripts, decision 022) with
 * one section per language, the picture, and Save / Preview. The preview is rendered on the
 * server through the same converter and sanitizer as a saved article.
 */
/**
 * On the new-article page the address follows the Swedish title while the owner has not typed
 * one of their own (decision 100). Without scripts the field may stay empty: the server makes it.
 */
function followTitle(event: React.FormEvent<HTMLFormElement>) {
  const changed = event.target as HTMLInputElement;
  const slug = event.currentTarget.elements.namedItem("slug");
  if (!(slug instanceof HTMLInputElement)) return;
  if (changed === slug) slug.dataset.typed = slug.value ? "true" : "";
  else if (changed.name === fieldName("title", "sv") && !slug.dataset.typed)
    slug.value = slugFromTitle(changed.value);
}

export function ArticleEditor({ article, failure, preview }: Props) {
  const { t } = useTranslation("newsAdmin");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const posted = failure?.values ?? preview?.values;
  const value = (name: string, stored = "") => posted?.[name] ?? stored;
  const error = (name: string) => failure?.fieldErrors[name];
  const id = useId();

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-10"
      noValidate
      onChange={article ? undefined : followTitle}
    >
      <FormNotice failure={failure} />
      {article ? (
        <p className="text-sm text-mist">{t("editor.slugFixed", { slug: article.slug })}</p>
      ) : (
        <TextInput
          name="slug"
          label={t("editor.slug")}
          hint={t("editor.slugHint")}
          defaultValue={value("slug")}
          error={error("slug")}
        />
      )}
      {languages.map((lang) => {
        const stored = article?.translations[lang];
        return (
          <fieldset key={lang} className="space-y-5 rounded-2xl border border-line bg-ink-soft p-6">
            <legend className="px-2 text-lg font-semibold text-snow">
              {t(`languageNames.${lang}`)}
              {lang !== "sv" && (
                <span className="ml-2 text-sm font-normal text-mist">({t("editor.optional")})</span>
              )}
            </legend>
            <TextInput
              name={`title_${lang}`}
              label={t("editor.title")}
              defaultValue={value(`title_${lang}`, stored?.title)}
              error={error(`title_${lang}`)}
              lang={lang}
            />
            <TextInput
              name={`excerpt_${lang}`}
              label={t("editor.excerpt")}
              hint={t("editor.excerptHint")}
              defaultValue={value(`excerpt_${lang}`, stored?.excerpt)}
              error={error(`excerpt_${lang}`)}
              lang={lang}
            />
            <TextArea
              name={`markdown_${lang}`}
              label={t("editor.markdown")}
              hint={t("editor.markdownHint")}
              defaultValue={value(`markdown_${lang}`, stored?.markdown)}
              error={error(`markdown_${lang}`)}
              lang={lang}
            />
            <TextInput
              name={`imageAlt_${lang}`}
              label={t("editor.imageAlt")}
              hint={lang === "sv" ? t("editor.imageAltHint") : t("editor.imageAltHintOther")}
              defaultValue={value(`imageAlt_${lang}`, stored?.imageAlt)}
              error={error(`imageAlt_${lang}`)}
              lang={lang}
            />
            {preview?.preview[lang] && (
              <section
                aria-labelledby={`${id}-preview-${lang}`}
                className="rounded-xl border border-dashed border-aurora/60 p-5"
              >
                <h3 id={`${id}-preview-${lang}`} className="text-sm font-semibold text-aurora">
                  {t("editor.previewTitle")} – {t(`languageNames.${lang}`)}
                </h3>
                <p className="mt-1 text-sm text-mist">{t("editor.previewNote")}</p>
                <ArticleBody html={preview.preview[lang]!} lang={lang} className="mt-4" />
              </section>
            )}
          </fieldset>
        );
      })}
      <fieldset className="space-y-4 rounded-2xl border border-line bg-ink-soft p-6">
        <legend className="px-2 text-lg font-semibold text-snow">{t("editor.image")}</legend>
        {article?.image ? (
          <div className="max-w-sm space-y-3">
            <p className="text-sm text-mist">{t("editor.imageCurrent")}</p>
            <ArticlePicture
              image={{ kind: "upload", ...article.image }}
              sizes="384px"
              className="aspect-video w-full rounded-xl object-cover"
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="removeImage" className="size-4 accent-aurora" />
              {t("editor.removeImage")}
            </label>
          </div>
        ) : (
          !article?.mediaKey && <p className="text-sm text-mist">{t("editor.imageNone")}</p>
        )}
        <div>
          <label htmlFor={`${id}-image`} className="mb-2 block text-sm font-semibold text-snow">
            {t("editor.upload")}
          </label>
          <PicturePreview
            id={`${id}-image`}
            alt={t("editor.imagePreview")}
            describedBy={`${id}-image-hint${error("image") ? ` ${id}-image-error` : ""}`}
            invalid={Boolean(error("image"))}
          />
          <p id={`${id}-image-hint`} className="mt-2 text-sm text-mist">
            {t("editor.imageHint")}
          </p>
          <FieldError id={`${id}-image-error`} message={error("image")} />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <button
          type="submit"
          name="intent"
          value="save"
          className={buttonClass()}
          disabled={saving}
        >
          {saving ? t("editor.saving") : t("editor.save")}
        </button>
        <button type="submit" name="intent" value="preview" className={buttonClass("secondary")}>
          {t("editor.preview")}
        </button>
      </div>
    </Form>
  );
}

type InputProps = {
  name: string;
  label: string;
  hint?: string;
  defaultValue: string;
  error?: string;
  lang?: string;
};

function TextInput({ name, label, hint, defaultValue, error, lang }: InputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
      </label>
      <input
        id={id}
        name={name}
        lang={lang}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={clsx(inputClass, inputBorder(Boolean(error)))}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-mist">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function TextArea({ name, label, hint, defaultValue, error, lang }: InputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-snow">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        lang={lang}
        rows={14}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
        className={clsx(inputClass, inputBorder(Boolean(error)), "font-mono text-sm")}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-mist">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const described = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
