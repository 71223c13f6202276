import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/*
 * What Fastify would otherwise redo for every app a process builds (the test suites build
 * hundreds; a server builds one): compiling each route's schemas, and naming each plugin.
 */

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

const selectSerializer = SerializerSelector();
const serializers = new WeakMap<object, Map<string, Serializer>>();

/* fast-json-stringify's serializer of a response schema, compiled once per schema object. */
const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const build = selectSerializer(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  return (route) => {
    const { schema } = route;
    // A boolean schema (true, false) is not kept.
    if (typeof schema !== 'object' || schema === null) return build(route);
    let byOptions = serializers.get(schema);
    if (!byOptions) serializers.set(schema, (byOptions = new Map()));
    let serializer = byOptions.get(key);
    if (!serializer) byOptions.set(key, (serializer = build(route)));
    return serializer;
  };
};

/**
 * Fastify's own compilers, kept for the process: one ajv (which keeps each schema it compiled)
 * and one serializer per response schema. Pass as `schemaController.compilersFactory`.
 */
export const schemaCompilers = { buildValidator: AjvCompiler(), buildSerializer };

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives a plugin the name Fastify reports it by. Without one, Fastify looks for the plugin among
 * the exports of every loaded module, on each register.
 */
export function named<Plugin extends object>(name: string, plugin: Plugin): Plugin {
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
  return plugin;
}
