import { Trash2Icon } from "lucide-react";
import { useId } from "react";
import { ImageInput } from "@/components/admin/image-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { useI18n } from "@/lib/i18n";
import type { ProductDraftControls } from "../hooks/use-product-draft";
import type { ImageDraft } from "../lib/product-draft";
import { FormSection } from "./form-section";

interface ImageFieldsProps {
  controls: ProductDraftControls;
  messages: Record<string, Record<string, string>>;
  listMessage?: string;
}

/** The repeating Images block: file or pasted URL with a preview, Position, Primary, remove, and Add Image. */
export function ImageFields({ controls, messages, listMessage }: ImageFieldsProps) {
  const { t } = useI18n();
  return (
    <FormSection
      title={t("admin.products.images")}
      message={listMessage}
      addLabel={t("admin.products.addImage")}
      onAdd={controls.addImage}
    >
      {controls.draft.images.map((image, index) => (
        <ImageRow key={image.key} image={image} index={index} controls={controls} messages={messages[image.key] ?? {}} />
      ))}
    </FormSection>
  );
}

interface ImageRowProps {
  image: ImageDraft;
  index: number;
  controls: ProductDraftControls;
  messages: Record<string, string>;
}

function ImageRow({ image, index, controls, messages }: ImageRowProps) {
  const { t } = useI18n();
  const primaryId = useId();
  const legend = t("admin.products.imageN", { n: index + 1 });
  const removeLabel = t("admin.products.removeImage", { n: index + 1 });
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-background/60 p-4 pt-3">
      <legend className="sr-only">{legend}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="text-sm font-bold text-muted-foreground">
          {legend}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
          title={removeLabel}
          onClick={() => controls.removeImage(image.key)}
        >
          <Trash2Icon aria-hidden="true" />
          <span className="sr-only">{removeLabel}</span>
        </Button>
      </div>
      <ImageInput
        label={legend}
        value={image.url}
        onChange={(url) => controls.updateImage(image.key, { url })}
        error={messages.url}
      />
      <div className="flex flex-wrap items-end gap-4">
        <WholeNumberField
          className="w-32"
          label={t("admin.catalog.position")}
          min={0}
          value={image.position}
          onValueChange={(position) => controls.updateImage(image.key, { position })}
          error={messages.position}
        />
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id={primaryId}
            checked={image.isPrimary}
            onCheckedChange={(checked) => controls.setPrimaryImage(image.key, checked === true)}
          />
          <Label htmlFor={primaryId}>{t("admin.products.primary")}</Label>
        </div>
      </div>
    </fieldset>
  );
}
