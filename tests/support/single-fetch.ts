import { decode } from "turbo-stream";

/** What a fetcher gets back: with single fetch the action's data comes as a turbo-stream `{ data }`. */
export async function fetcherData<T = Record<string, unknown>>(text: string): Promise<T> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const decoded = await decode(body);
  await decoded.done;
  return (decoded.value as { data: T }).data;
}
