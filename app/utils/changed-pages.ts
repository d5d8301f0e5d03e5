/**
 * The public pages one request's writes changed (decision 0160). A write that happened names the
 * pages it changed here; the Worker purges them from the edge cache once the answer is ready. A
 * refused write (a redirect to the login page, a 4xx) names nothing, so it purges nothing; where
 * the answer redirects plays no part.
 */
import { threadPath } from "~/forum/thread-path";

export class ChangedPages {
  readonly paths = new Set<string>();

  /** A thread's page and the list that shows its card. */
  thread(slug: string): this {
    this.paths.add(threadPath(slug));
    return this.forumList();
  }

  /** /forum: a new, changed or deleted thread, a pseudo or an avatar on a card. */
  forumList(): this {
    this.paths.add("/forum");
    return this;
  }
}
