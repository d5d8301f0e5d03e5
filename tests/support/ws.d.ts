/** The `ws` client (a devDependency; version 7 ships no types) as the integration tests use it. */
declare module "ws" {
  export default class WebSocket {
    constructor(url: string, options?: { headers?: Record<string, string> });
    on(event: "message", listener: (data: unknown) => void): void;
    on(event: "open", listener: () => void): void;
    on(event: "close", listener: (code: number, reason: unknown) => void): void;
    on(event: "error", listener: (error: unknown) => void): void;
    on(event: "unexpected-response", listener: (request: unknown, response: { statusCode?: number }) => void): void;
    once(event: "open" | "error", listener: (value?: unknown) => void): void;
    close(): void;
    terminate(): void;
    send(data: string): void;
    readonly readyState: number;
    static readonly OPEN: number;
  }
}
