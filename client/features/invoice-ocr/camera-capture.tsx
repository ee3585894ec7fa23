import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";

interface CameraCaptureProps {
  /** The photos taken, in the order taken, to be read as one document. */
  readonly onPhotos: (photos: readonly File[]) => void;
  readonly disabled: boolean;
}

/**
 * The phone's back camera (`capture="environment"`), one photo per tap, collected until the user
 * reads them as one document: a long receipt rarely fits one photo. Desktop browsers ignore
 * `capture` and open a file picker, which works as well.
 */
export function CameraCapture({ onPhotos, disabled }: CameraCaptureProps): ReactElement {
  const [photos, setPhotos] = useState<File[]>([]);
  const buttonClass =
    "rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-50 focus-within:ring-2 focus-within:ring-blue-500 dark:border-gray-600 dark:hover:bg-gray-800";
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <label className={`cursor-pointer ${buttonClass}`}>
        {photos.length === 0 ? m.ocr_take_photo() : m.ocr_take_another_photo()}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            const taken = [...(event.target.files ?? [])];
            // Renamed in order taken: some phones call every camera photo "image.jpg".
            const named = taken.map(
              (file, index) =>
                new File([file], `photo-${String(photos.length + index + 1).padStart(2, "0")}-${file.name}`, {
                  type: file.type,
                }),
            );
            setPhotos((current) => [...current, ...named]);
            event.target.value = "";
          }}
        />
      </label>
      {photos.length > 0 && (
        <>
          <span className="text-sm" aria-live="polite">
            {m.ocr_photos_ready({ count: photos.length })}
          </span>
          <button
            type="button"
            className="rounded-md bg-blue-600 px-4 py-2 text-white hover:bg-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-500"
            disabled={disabled}
            onClick={() => {
              onPhotos(photos);
              setPhotos([]);
            }}
          >
            {m.ocr_read_photos()}
          </button>
          <button type="button" className={buttonClass} onClick={() => setPhotos([])}>
            {m.ocr_photos_clear()}
          </button>
        </>
      )}
      <p className="w-full text-sm text-gray-600 dark:text-gray-400">{m.ocr_photos_hint()}</p>
    </div>
  );
}
