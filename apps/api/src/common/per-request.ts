/** Request-scoped DataLoaders without REQUEST-scoped providers: one set per request object. */
export class PerRequest<T> {
  private readonly store = new WeakMap<object, T>();

  constructor(private readonly create: () => T) {}

  for(request: object): T {
    let value = this.store.get(request);
    if (!value) {
      value = this.create();
      this.store.set(request, value);
    }
    return value;
  }
}
