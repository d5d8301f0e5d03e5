/** The `ws` client (a dependency of wrangler) as the integration tests use it. */
declare module "ws" {
  export default class WebSocket {
    constructor(url: string);
    on(event: "message", listener: (data: unknown) => void): void;
    once(event: "open" | "error", listener: (value?: unknown) => void): void;
    close(): void;
    send(data: string): void;
    readonly readyState: number;
    static readonly OPEN: number;
  }
}
