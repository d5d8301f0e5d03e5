/** The posted form, or an empty one when the body is not a form: bad input gets a 400, never a 500. */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
