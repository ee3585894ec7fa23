import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CameraCapture } from "../../client/features/invoice-ocr/camera-capture";
import { OcrDemo } from "../../client/features/invoice-ocr/ocr-demo";
import { processFile, processPhotos } from "../../client/features/invoice-ocr/process-file";
import type { OcrPage } from "../../core/invoice/extraction/ocr-words";
import { renderInDutch } from "./in-dutch";

/** The OCR engine stands in: each page is one line naming the photo it was read from. */
const read = vi.hoisted(() => ({ photos: [] as string[], options: [] as unknown[] }));
vi.mock("../../client/features/invoice-ocr/ocr-canvases", () => ({
  OCR_SCALE: 2.5,
  ocrCanvases: async (canvases: HTMLCanvasElement[], _progress: unknown, options: unknown) => {
    read.photos = canvases.map((canvas) => canvas.dataset.photo ?? "");
    read.options.push(options);
    return canvases.map(
      (_canvas, index): OcrPage => ({ pageNumber: index + 1, width: 100, height: 100, blocks: [] }),
    );
  },
}));
/** Drawing stands in too (happy-dom has no image decoder): the canvas remembers its file. */
vi.mock("../../client/features/invoice-ocr/render-pages", async (original) => ({
  ...(await original<object>()),
  canvasToUrl: async () => "blob:preview",
  imageToCanvas: async (file: File) => {
    if (file.name.endsWith(".heic")) throw new DOMException("The source image could not be decoded.");
    const canvas = document.createElement("canvas");
    canvas.dataset.photo = file.name;
    return canvas;
  },
}));

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"), 0, 0]);
const photo = (name: string, bytes = JPEG): File => new File([bytes], name, { type: "image/jpeg" });
const noProgress = (): void => {};

afterEach(() => {
  read.photos = [];
  read.options = [];
});

describe("choosing or taking photos on a phone", () => {
  it("offers the back camera next to the file picker, which still takes several files", () => {
    render(<OcrDemo />);
    const picker = screen.getByLabelText(/Choose an invoice/);
    expect(picker.getAttribute("capture")).toBeNull();
    expect(picker.hasAttribute("multiple")).toBe(true);
    const camera = screen.getByLabelText("Take a photo");
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(camera.getAttribute("accept")).toBe("image/*");
  });

  it("collects photos taken one by one and reads them as one document in the order taken", () => {
    const onPhotos = vi.fn();
    render(<CameraCapture onPhotos={onPhotos} disabled={false} />);
    const take = (file: File): void => {
      const input = screen.getByLabelText(/Take (a|another) photo/);
      Object.defineProperty(input, "files", { value: [file], configurable: true });
      fireEvent.change(input);
    };
    take(photo("image.jpg"));
    expect(screen.getByText("Photos taken: 1")).toBeTruthy();
    take(photo("image.jpg"));
    expect(screen.getByText("Photos taken: 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Read as one document" }));
    const names = ((onPhotos.mock.calls[0]?.[0] ?? []) as File[]).map((file) => file.name);
    expect(names).toEqual(["photo-01-image.jpg", "photo-02-image.jpg"]);
    // Kept in order when the document's pages are sorted by name.
    expect([...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))).toEqual(names);
    expect(screen.queryByText(/Photos taken/)).toBeNull();
  });
});

describe("several photos as one document", () => {
  it("reads the photos as pages in the phone's numbering, each prepared as a photo", async () => {
    const result = await processPhotos(
      [photo("IMG_10.jpg"), photo("IMG_9.jpg"), photo("IMG_11.jpg")],
      noProgress,
    );
    expect(result.ok).toBe(true);
    expect(read.photos).toEqual(["IMG_9.jpg", "IMG_10.jpg", "IMG_11.jpg"]);
    expect(read.options).toEqual([{ photos: true }]);
    if (result.ok) expect(result.value.pages.map((page) => page.pageNumber)).toEqual([1, 2, 3]);
  });

  it("refuses a PDF among the photos, and more photos than one document holds", async () => {
    const pdf = new File(["%PDF-1.7\n"], "invoice.pdf", { type: "application/pdf" });
    expect(await processPhotos([photo("a.jpg"), pdf], noProgress)).toEqual({
      ok: false,
      error:
        "Several files are read as one document only when they are all photos (PNG or JPEG). Choose one PDF or XML file at a time.",
    });
    const many = Array.from({ length: 11 }, (_, index) => photo(`p${index}.jpg`));
    expect(await processPhotos(many, noProgress)).toEqual({
      ok: false,
      error: "At most 10 photos make one document.",
    });
    expect(read.photos).toEqual([]);
  });
});

describe("a HEIC photo the browser cannot draw", () => {
  const heicMessage =
    "HEIC photos can't be read in this browser. Choose 'Most compatible' in your camera settings or share the photo as JPEG, then choose it again.";

  it("says what to do instead of failing silently", async () => {
    const result = await processFile(photo("IMG_4711.heic", HEIC), noProgress);
    expect(result).toEqual({ ok: false, error: heicMessage });
    expect(read.photos).toEqual([]);
  });

  it("shows the message on the page when a HEIC photo is dropped", async () => {
    render(<OcrDemo />);
    const input = screen.getByLabelText(/Choose an invoice/);
    Object.defineProperty(input, "files", { value: [photo("IMG_4711.heic", HEIC)], configurable: true });
    fireEvent.change(input);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(heicMessage));
  });

  describe("in Dutch", () => {
    renderInDutch();
    it("names the iPhone setting as Dutch phones show it", async () => {
      const result = await processFile(photo("IMG_4711.heic", HEIC), noProgress);
      expect(result).toEqual({
        ok: false,
        error:
          "HEIC-foto's kunnen in deze browser niet worden gelezen. Kies 'Meest compatibel' in de camera-instellingen of deel de foto als JPEG, en kies hem dan opnieuw.",
      });
      render(<CameraCapture onPhotos={vi.fn()} disabled={false} />);
      expect(screen.getByLabelText("Maak een foto").getAttribute("capture")).toBe("environment");
    });
  });
});
