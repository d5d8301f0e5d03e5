/**
 * /login (spec 1 §2's route table) is not a second login page: it sends the browser, for good, to the
 * one address of the login screen, /auth/login, with its query (the return address is read there,
 * issue 42). A form posted here is sent on with its method and body (308).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";

const loginAddress = (request: Request) => `/auth/login${new URL(request.url).search}`;

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(loginAddress(request), 301);
}

export function action({ request }: ActionFunctionArgs) {
  return redirect(loginAddress(request), 308);
}
