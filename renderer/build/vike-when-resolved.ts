import vike from 'vike/plugin';

type VikePlugins = Awaited<ReturnType<typeof vike>>;

/**
 * A promise of Vike's plugin that calls `vike()` only when first awaited, as Vite resolves the configuration.
 * `vike()` starts reading Vike's settings at once: called before site build or site dev hand this configuration to
 * Vike's API, it finds none handed over (configFile: false) and has Vite load vite.config.ts itself, which bundles
 * this file with all it imports (the content loader, pdf.js, the font tools) and runs the bundle: 0.7 s of every
 * build and every start of site dev. A Promise, not any thenable: a plugin of Vike's looks for plugins with
 * `instanceof Promise`. Vike finds its plugin among the others by `_vikeVitePluginOptions`.
 */
export class VikeWhenResolved extends Promise<VikePlugins> {
  // Promises made from this one by then() are plain ones.
  static override get [Symbol.species]() {
    return Promise;
  }

  readonly _vikeVitePluginOptions = {};
  #start: () => void;

  constructor() {
    let settle: (plugins: Promise<VikePlugins>) => void = () => undefined;
    super((resolve) => {
      settle = resolve;
    });
    let started = false;
    this.#start = () => {
      if (!started) settle(vike(this._vikeVitePluginOptions));
      started = true;
    };
  }

  // biome-ignore lint/suspicious/noThenProperty: the first `then` is what starts Vike's plugin
  override then<A = VikePlugins, B = never>(
    onResolved?: ((plugins: VikePlugins) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.#start();
    return super.then(onResolved, onRejected);
  }
}
