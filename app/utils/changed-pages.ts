/**
 * The public pages one request's writes changed (decision 0160). A write that happened names the
 * pages it changed here, once it has committed; the Worker starts each page's purge from the edge
 * cache as soon as it is named and answers once they are done. A refused write (a redirect to the
 * login page, a 4xx) names nothing, so it purges nothing; where the answer redirects plays no part.
 */
import { threadPath } from "~/forum/thread-path";

export class ChangedPages {
  readonly paths = new Set<string>();

  /** `named` hears each page once, when a write first names it (server.ts starts its purge then). */
  constructor(private readonly named: (path: string) => void = () => undefined) {}

  /** A thread's page and the list that shows its card. */
  thread(slug: string): this {
    this.add(threadPath(slug));
    return this.forumList();
  }

  /** /forum: a new, changed or deleted thread, a pseudo or an avatar on a card. */
  forumList(): this {
    this.add("/forum");
    return this;
  }

  private add(path: string): void {
    if (this.paths.has(path)) return;
    this.paths.add(path);
    this.named(path);
  }
}
