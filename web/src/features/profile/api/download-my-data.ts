import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The name the store gives the file (`my-data-YYYY-MM-DD.json`), or a plain one when the answer names none. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "my-data.json";
}

/** Asks for everything the store holds about her and saves it as the JSON file the store names. */
async function downloadMyData(): Promise<void> {
  const response = await apiRequest("GET", "/api/account/export");
  const file = await response.blob();
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
