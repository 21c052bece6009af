import { FileImageIcon, ImageIcon, UploadIcon } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { imageFileProblem, readAsDataUrl } from "@/lib/image-file";
import { type MessageKey, useI18n } from "@/lib/i18n";
import { cn } from "@/lib/utils";

interface ImageInputProps {
  /** An http(s) URL, an inline data URL, or the server's /api/media/… address of a stored image. */
  value: string;
  onChange: (url: string) => void;
  /** Names the file chooser and the URL field for assistive technology ("Image 2", "Banner Image"). */
  label: string;
  error?: string;
  previewClassName?: string;
}

/** One image: a file chooser (read into a data URL), a pasted address, and a preview of whichever was given last. */
export function ImageInput({ value, onChange, label, error, previewClassName }: ImageInputProps) {
  const { t, format } = useI18n();
  const id = useId();
  const [fileProblem, setFileProblem] = useState<MessageKey | null>(null);
  const [previewBroken, setPreviewBroken] = useState(false);
  // The chosen file's name: an uploaded picture is held as a data URL, which says nothing an admin recognises.
  const [uploaded, setUploaded] = useState<{ name: string; size: number; url: string } | null>(null);
  const isInline = value.startsWith("data:");
  const uploadedFile = isInline && uploaded?.url === value ? uploaded : null;

  useEffect(() => setPreviewBroken(false), [value]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be chosen again after a fix, which would otherwise fire no change event.
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    try {
      const url = await readAsDataUrl(file);
      setUploaded({ name: file.name, size: file.size, url });
      onChange(url);
    } catch {
      setFileProblem("admin.catalog.imageReadFailed");
    }
  };

  const message = fileProblem ? t(fileProblem) : error;
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div
        className={cn(
          "flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted text-muted-foreground",
          previewClassName,
        )}
      >
        {value && !previewBroken ? (
          <img
            src={value}
            alt={t("admin.catalog.imagePreview")}
            width={96}
            height={96}
            className="size-full object-cover"
            onError={() => setPreviewBroken(true)}
          />
        ) : (
          <ImageIcon aria-hidden="true" className="size-6" />
        )}
      </div>
      <div className="grid min-w-0 flex-1 gap-2">
        <label
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "w-fit cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
          )}
        >
          <UploadIcon aria-hidden="true" />
          {t("admin.catalog.uploadImage")}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={`${label}: ${t("admin.catalog.uploadImage")}`}
            aria-describedby={message ? messageId : undefined}
            onChange={onFile}
          />
        </label>
        {isInline ? (
          <p data-testid="uploaded-file" className="flex min-w-0 items-center gap-2 text-sm">
            <FileImageIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate" dir="auto">
              {uploadedFile
                ? t("admin.catalog.uploadedFile", { name: uploadedFile.name, size: format.fileSize(uploadedFile.size) })
                : t("admin.catalog.uploadedImage")}
            </span>
          </p>
        ) : null}
        <Input
          type="url"
          dir="ltr"
          inputMode="url"
          aria-label={`${label}: ${t("admin.catalog.imageUrl")}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          placeholder={t(isInline ? "admin.catalog.imageUrlReplace" : "admin.catalog.imageUrlPlaceholder")}
          // A long data URL is useless to read or edit; the preview shows what was uploaded instead.
          value={isInline ? "" : value}
          onChange={(event) => {
            setFileProblem(null);
            onChange(event.target.value);
          }}
        />
        {message ? (
          <p id={messageId} className="text-sm font-medium text-destructive">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
