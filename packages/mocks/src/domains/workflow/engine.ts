// Deployed BPMN runs on bpmn-elements, the execution layer of bpmn-engine (bpmn-engine's own wrapper imports
// node:events, node:module and node:vm, so it cannot run in the browser's mock; its elements are isomorphic). A
// deployment is parsed once into a serialised context; an instance is the engine's own state (`getState`), kept as
// JSON in the store and recovered for each step, so seeding, undo and reset keep working on plain data.
// bpmn-moddle declares no types for its entry point: the designer's declaration of it serves both packages.
/// <reference path="../../../../designer/src/types/bpmn-moddle.d.ts" />
import * as Elements from 'bpmn-elements';
import { BpmnModdle } from 'bpmn-moddle';
import serializer, { deserialize, TypeResolver } from 'moddle-context-serializer';
import { evaluate, hasExpression, isExpression } from './expressions.ts';
import generatedRuns from './seeded-runs.gen.json';

/** The three vocabularies the designer writes (camunda is its default). */
export const vocabularies = {
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
} as const;
type Vocabulary = keyof typeof vocabularies;

/** Only the attributes the engine acts on; the rest of a vocabulary stays in the XML for the designer. */
const descriptor = (prefix: Vocabulary) => ({
  name: prefix,
  prefix,
  uri: vocabularies[prefix],
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'UserTaskAssignment',
      isAbstract: true,
      extends: ['bpmn:UserTask'],
      properties: [
        'assignee',
        'candidateUsers',
        'candidateGroups',
        'dueDate',
        'followUpDate',
        'priority',
        'formKey',
      ].map((name) => ({ name, isAttr: true, type: 'String' })),
    },
    {
      name: 'LoopCollection',
      isAbstract: true,
      extends: ['bpmn:MultiInstanceLoopCharacteristics'],
      properties: ['collection', 'elementVariable'].map((name) => ({ name, isAttr: true, type: 'String' })),
    },
    {
      name: 'ExecutionListener',
      superClass: ['Element'],
      properties: [
        { name: 'event', isAttr: true, type: 'String' },
        { name: 'class', isAttr: true, type: 'String' },
        { name: 'fields', type: 'Field', isMany: true },
      ],
    },
    {
      name: 'Field',
      superClass: ['Element'],
      properties: [
        { name: 'name', isAttr: true, type: 'String' },
        { name: 'stringValue', isAttr: true, type: 'String' },
        { name: 'string', type: 'String' },
      ],
    },
  ],
});

const moddles = new Map<Vocabulary, BpmnModdle>();
const moddleFor = (prefix: Vocabulary) => {
  const existing = moddles.get(prefix);
  if (existing) return existing;
  const made = new BpmnModdle({ [prefix]: descriptor(prefix) });
  moddles.set(prefix, made);
  return made;
};
const typeResolver = TypeResolver(Elements as unknown as Record<string, unknown>);

/** A deployment read for running: its process and the serialised context the engine is built from. */
export interface CompiledFlow {
  key: string;
  name: string;
  vocabulary: Vocabulary;
  source: string;
}

/** Reads a BPMN document; refuses with a Chinese reason when it cannot be run. */
export async function compile(xml: string): Promise<CompiledFlow> {
  const digest = runDigest('compile', xml);
  const known = recording ? undefined : seededRuns.get(digest);
  if (!known) made++;
  const flow = known ? (known as CompiledFlow) : await read(xml);
  recording?.set(digest, flow);
  return flow;
}

async function read(xml: string): Promise<CompiledFlow> {
  const vocabulary = (Object.keys(vocabularies) as Vocabulary[]).find((prefix) => xml.includes(vocabularies[prefix]));
  let parsed: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    parsed = await moddleFor(vocabulary ?? 'camunda').fromXML(xml);
  } catch {
    throw new FlowError('上传的文件不是有效的 BPMN 2.0 流程文件');
  }
  const context = serializer(parsed as never, typeResolver);
  const [process] = context.getExecutableProcesses();
  if (!process) throw new FlowError('流程中没有可执行的流程（isExecutable）');
  if (!context.getActivities().some((activity) => activity.type === 'bpmn:UserTask'))
    throw new FlowError('流程中没有审批节点（用户任务）');
  if (!context.getActivities().some((activity) => activity.type === 'bpmn:StartEvent'))
    throw new FlowError('流程中没有开始事件');
  return {
    key: String(process.id),
    name: process.name ?? String(process.id),
    vocabulary: vocabulary ?? 'camunda',
    source: context.serialize(),
  };
}

/** A flow that cannot be deployed or cannot go on, with the reason in Chinese. */
export class FlowError extends Error {}

// ---- running

type Scope = Record<string, unknown>;
type Behaviour = Record<string, unknown> & { extensionElements?: { values?: Listener[] } };
interface Listener {
  $type: string;
  event?: string;
  class?: string;
  fields?: { name?: string; string?: string; stringValue?: string }[];
}

/** A user task waiting for someone: one per instance of a multi-instance task. */
export interface OpenTask {
  elementId: string;
  executionId: string;
  name: string;
  /** The designer's attributes with their expressions resolved (comma-joined lists stay as written). */
  assignee?: string;
  candidateUsers?: string;
  candidateGroups?: string;
  dueDate?: string;
  followUpDate?: string;
  priority?: number;
}

/** Where an instance stands after a step. */
export interface Progress {
  readonly state: string;
  readonly open: readonly Readonly<OpenTask>[];
  /** Elements (not flows) that ended during the step, in order. */
  readonly finished: readonly string[];
  readonly taken: readonly string[];
  /** Set when the instance ended: the end-state listener's state (0 agreed, 1 refused). */
  readonly endState?: 0 | 1;
}

/** The approval form of a task: 0 agree, anything else reject, and the remark. */
export interface Decision {
  approval: number;
  remark?: string;
}

const endStateListener = 'com.zc.workflow.listener.EndStateListener';

/** Counts of a multi-instance loop, in the names the engines give them. */
function loopScope(content: Scope) {
  const output = (content.loopOutput as (Scope | undefined)[] | undefined) ?? [];
  const completed = output.filter((entry) => entry !== undefined).length;
  const instances = Number(content.loopCardinality ?? output.length);
  return {
    nrOfInstances: instances,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: Math.max(0, instances - completed),
    loopCounter: content.index,
    rejected: output.some((entry) => entry !== undefined && Number(entry.approval) !== 0),
  };
}

/** Expressions see the process variables, then the message (the loop's element variable among them). */
const expressions = {
  resolveExpression(text: string, context: { environment?: { variables?: Scope }; content?: Scope }) {
    const content = context.content ?? {};
    const scope: Scope = { ...context.environment?.variables, ...content };
    if (Array.isArray(content.loopOutput)) {
      // A completion condition: a rejection ends a countersign at once, whatever the condition asks for.
      const loop = loopScope(content);
      if (loop.rejected) return true;
      Object.assign(scope, loop);
    }
    return evaluate(text, scope);
  },
  isExpression,
  hasExpression,
};

/** Timers (due dates, timer events) are kept as data: nothing in the mock fires on its own. */
const Timers = Elements.Timers as unknown as new (options: object) => never;
const timers = () => new Timers({ setTimeout: () => 0, clearTimeout: () => undefined });
const Context = Elements.Context as unknown as new (
  source: unknown,
  environment: InstanceType<typeof Elements.Environment>,
) => ConstructorParameters<typeof Elements.Definition>[0];

function build(source: string, variables: Scope = {}) {
  const environment = new Elements.Environment({ expressions, timers: timers(), variables });
  const context = new Context(deserialize(JSON.parse(source), typeResolver), environment);
  return new Elements.Definition(context);
}

type Definition = ReturnType<typeof build>;

/** The state an end event writes: its end-state listener's `state` field, 0 when it has none. */
function endStateOf(behaviour: Behaviour | undefined): 0 | 1 {
  const listener = behaviour?.extensionElements?.values?.find(
    (value) => /:ExecutionListener$/.test(value.$type) && value.class === endStateListener && value.event === 'end',
  );
  const field = listener?.fields?.find((row) => row.name === 'state');
  return String(field?.string ?? field?.stringValue ?? '0').trim() === '0' ? 0 : 1;
}

/** Runs `act` on the definition and reports what happened, as plain data. */
function step(definition: Definition, act: () => void): Progress {
  const finished: string[] = [];
  const taken: string[] = [];
  let endState: 0 | 1 | undefined;
  let ended = false;
  let failure: unknown;
  const broker = definition.broker;
  const tags = ['activity.end', 'flow.take', 'definition.end', 'activity.error', 'definition.error'].map((pattern) => {
    const consumerTag = `zc-${pattern}`;
    broker.subscribeTmp(
      'event',
      pattern,
      (_routingKey: string, message: { content?: unknown }) => {
        const content = message.content as Scope & { id: string; type?: string; isMultiInstance?: boolean };
        if (pattern === 'flow.take') taken.push(content.id);
        else if (pattern === 'definition.end') ended = true;
        else if (pattern.endsWith('.error')) failure ??= content.error ?? new Error(String(content.id));
        else if (!content.isMultiInstance || content.isRootScope) {
          finished.push(content.id);
          if (content.type === 'bpmn:EndEvent')
            endState = endStateOf(definition.getActivityById(content.id)?.behaviour as Behaviour);
        }
      },
      { noAck: true, consumerTag },
    );
    return consumerTag;
  });
  try {
    act();
  } catch (error) {
    failure ??= error;
  } finally {
    for (const tag of tags) broker.cancel(tag);
  }
  if (failure) {
    const reason = failure instanceof Error ? (failure.message.split('\n')[0] ?? '') : String(failure);
    throw new FlowError(`流程执行出错：${reason}`);
  }
  return {
    state: JSON.stringify(definition.getState()),
    open: ended ? [] : openTasks(definition),
    finished: [...new Set(finished)],
    taken,
    ...(ended ? { endState: endState ?? 0 } : {}),
  };
}

const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));

function openTasks(definition: Definition): OpenTask[] {
  const variables = definition.getRunningProcesses()[0]?.environment.variables ?? {};
  return definition.getPostponed().flatMap((api) => {
    if (api.type !== 'bpmn:UserTask') return [];
    const activity = definition.getActivityById(api.id);
    if (!activity) return [];
    const execution = activity.execution as unknown as { getPostponed(): { content: Scope }[] } | undefined;
    const iterations = (execution?.getPostponed() ?? []).filter(
      (waiting: { content: Scope }) => !waiting.content.isRootScope,
    );
    const behaviour = activity.behaviour as Behaviour;
    return (iterations.length ? iterations : [api]).map((waiting: { content: Scope }) => {
      const scope = { ...variables, ...waiting.content };
      const resolved = (name: string) => {
        const value = behaviour[name];
        if (typeof value !== 'string') return undefined;
        const result = evaluate(value, scope);
        return text(Array.isArray(result) ? result.join(',') : result);
      };
      const priority = resolved('priority');
      return {
        elementId: activity.id,
        executionId: String(waiting.content.executionId),
        name: activity.name ?? activity.id,
        ...(resolved('assignee') && { assignee: resolved('assignee') }),
        ...(resolved('candidateUsers') && { candidateUsers: resolved('candidateUsers') }),
        ...(resolved('candidateGroups') && { candidateGroups: resolved('candidateGroups') }),
        ...(resolved('dueDate') && { dueDate: resolved('dueDate') }),
        ...(resolved('followUpDate') && { followUpDate: resolved('followUpDate') }),
        ...(priority !== undefined && Number.isFinite(Number(priority)) && { priority: Number(priority) }),
      };
    });
  });
}

/**
 * What the engine made of the same flow, state and input before, by digest: many instances run alike (the seed's orders
 * and plans, batches), and building the engine from its serialised context is most of a step's cost. A progress is
 * shared, never copied: it is read-only.
 */
const memo = new Map<string, Progress>();
/**
 * The runs every seed makes, made once by `npm run gen` (`seeded-runs.ts`) instead: they were nearly half of a seed,
 * which the browser's worker makes whenever it starts. Keyed by the digest of a run's BPMN, or its flow, state and input.
 */
const seededRuns = new Map(Object.entries(generatedRuns as unknown as Record<string, Run>));
/** A run of the engine: a flow read from its BPMN, or an instance's step. */
type Run = CompiledFlow | Progress;
/** How many times the engine itself has read a flow or made a step: not those remembered or generated. */
let made = 0;
export const runsMade = () => made;
/** While `npm run gen` records the seed's runs: each run the engine makes or remembers, by digest. */
let recording: Map<string, Run> | undefined;

/** cyrb53: a 53-bit digest of a run's inputs (`parts`, as if joined by line breaks), the same in Node and the browser. */
export function runDigest(...parts: string[]): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p] as string;
    // From the second part on, a line break (10) comes first, as if the parts were joined with it.
    for (let i = p === 0 ? 0 : -1; i < part.length; i++) {
      const code = i < 0 ? 10 : part.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Each flow's digest by its source: a step's digest then reads the flow's few-kilobyte source once, not on every step
 * (the seed runs each flow hundreds of times).
 */
const sourceDigests = new Map<string, string>();
function sourceDigest(source: string) {
  let digest = sourceDigests.get(source);
  if (digest === undefined) {
    if (sourceDigests.size >= 400) sourceDigests.clear();
    digest = runDigest(source);
    sourceDigests.set(source, digest);
  }
  return digest;
}

function remembered(digest: string, run: () => Progress): Progress {
  let progress = memo.get(digest) ?? (recording ? undefined : (seededRuns.get(digest) as Progress | undefined));
  if (!progress) {
    made++;
    progress = run();
    if (memo.size >= 400) memo.clear();
    memo.set(digest, progress);
  }
  recording?.set(digest, progress);
  return progress;
}

/** Forgets the runs remembered so far: the engine then runs as in a worker just started. */
export const forgetRuns = () => memo.clear();

/** Every run `work` makes, by digest, made by the engine itself (neither remembered nor generated). */
export async function recordRuns(work: () => Promise<unknown>): Promise<Map<string, Run>> {
  const runs = new Map<string, Run>();
  forgetRuns();
  recording = runs;
  try {
    await work();
  } finally {
    recording = undefined;
    forgetRuns();
  }
  return runs;
}

/** Starts an instance with its variables (`initiator`, `approvers`…). */
export function startInstance(source: string, variables: Scope): Progress {
  return remembered(runDigest('start', JSON.stringify(variables), sourceDigest(source)), () => {
    const definition = build(source, variables);
    return step(definition, () => definition.run());
  });
}

/** Completes a waiting task with the approval form: the form's values become process variables first. */
export function completeTask(source: string, state: string, executionId: string, decision: Decision): Progress {
  return remembered(runDigest('complete', executionId, JSON.stringify(decision), state, sourceDigest(source)), () => {
    const definition = build(source);
    definition.recover(JSON.parse(state));
    definition.resume();
    const task = openTasks(definition).find((open) => open.executionId === executionId);
    if (!task) throw new FlowError('任务不存在或已办理');
    for (const process of definition.getRunningProcesses())
      Object.assign(process.environment.variables, {
        approval: decision.approval,
        ...(decision.remark !== undefined && { remark: decision.remark }),
      });
    return step(definition, () => definition.signal({ id: task.elementId, executionId, ...decision }));
  });
}
