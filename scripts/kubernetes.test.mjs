// The deploy suite: renders every kustomization of deploy/kubernetes with the kustomize built into kubectl, validates
// each manifest against the Kubernetes API schemas (kubernetes-models, pinned in package-lock.json: nothing is
// downloaded), and checks them against the app and each other: variables, ports, probes, selectors, security.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './lib/workspace.mjs';

const KUBERNETES = join(ROOT, 'deploy', 'kubernetes');
const TARGETS = ['base', 'migration', 'overlays/production/app', 'overlays/production/migration'];
const SECRET_NAME = 'receptionists-secrets';
// ADMIN_PASSWORD's own Secret: only the migration Job, which creates the administrator, reads it.
const ADMIN_SECRET_NAME = 'receptionists-admin';
const require = createRequire(import.meta.url);

// Variables of .env.example that no Kubernetes pod reads, and why.
const NOT_FOR_PODS = {
  EMBEDDED_POSTGRES_PORT: 'npm start',
  EMBEDDED_REDIS_PORT: 'npm start',
  MAILDEV_SMTP_PORT: 'npm start',
  MAILDEV_WEB_PORT: 'npm start',
  VITE_SCHEDULER_DEMO_URL: 'image build',
  VITE_SCHEDULER_CONSULTATION_URL: 'image build',
  VITE_SCHEDULER_ONBOARDING_URL: 'image build',
};

function kustomize(target) {
  const kubectl = process.env.KUBECTL ?? 'kubectl';
  const result = spawnSync(kubectl, ['kustomize', join(KUBERNETES, target)], { encoding: 'utf8' });
  if (result.error?.code === 'ENOENT') {
    throw new Error(`${kubectl} not found: the deploy suite renders with kubectl's kustomize (Debian: apt-get install kubectl), or set KUBECTL`);
  }
  assert.equal(result.status, 0, `kubectl kustomize ${target} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout).map((document) => document.toJS());
}

/** Variable names of an env file: `NAME=value` lines, and in .env.example the documented `# NAME=value` ones too. */
function envNames(file, { commented = false } = {}) {
  const names = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=/.exec(line) ?? (commented ? /^# ([A-Z][A-Z0-9_]*)=\S*$/.exec(line) : null);
    if (match && !names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

function schemaOf(manifest) {
  let models;
  try {
    models = require(`kubernetes-models/${manifest.apiVersion}`);
  } catch {
    return undefined;
  }
  return models[manifest.kind];
}

const podSpecOf = (workload) => workload.spec.template.spec;
const matches = (selector, labels) => Object.entries(selector).every(([key, value]) => labels?.[key] === value);
const portOf = (container, port) => container.ports?.find((declared) => declared.name === port || declared.containerPort === port);

function sourceFiles(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

describe('every variable of .env.example reaches the pods', () => {
  const example = envNames(join(ROOT, '.env.example'), { commented: true });
  const config = envNames(join(KUBERNETES, 'components', 'config', 'config.env'));
  const shared = envNames(join(KUBERNETES, 'secrets.example.env'));
  const admin = envNames(join(KUBERNETES, 'admin-secret.example.env'));
  const secrets = [...shared, ...admin];

  test('from the ConfigMap or the Secret, never both', () => {
    const missing = example.filter((name) => !config.includes(name) && !secrets.includes(name) && !(name in NOT_FOR_PODS));
    assert.deepEqual(missing, [], 'add them to deploy/kubernetes/components/config/config.env, or to secrets.example.env if secret');
    assert.deepEqual(
      config.filter((name) => secrets.includes(name)),
      [],
    );
  });

  test('ADMIN_PASSWORD is in its own Secret, alone, and not in the one every process reads', () => {
    assert.deepEqual(admin, ['ADMIN_PASSWORD']);
    assert.ok(!shared.includes('ADMIN_PASSWORD'));
  });

  test('the production values override only variables the base sets', () => {
    const production = envNames(join(KUBERNETES, 'overlays', 'production', 'settings', 'production.env'));
    assert.deepEqual(
      production.filter((name) => !config.includes(name)),
      [],
    );
  });

  test('those left out are read by npm start or the image build, not by the backend', () => {
    const backend = sourceFiles(join(ROOT, 'backend', 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
    for (const [name, reader] of Object.entries(NOT_FOR_PODS)) {
      assert.ok(example.includes(name), `${name} is no longer in .env.example: drop it from NOT_FOR_PODS`);
      assert.ok(!backend.includes(name), `the backend reads ${name}: set it in the ConfigMap`);
      if (reader === 'image build') assert.match(dockerfile, new RegExp(`^ARG ${name}$`, 'm'));
    }
  });
});

for (const target of TARGETS) {
  describe(`deploy/kubernetes/${target}`, () => {
    const manifests = kustomize(target);
    const byKind = (kind) => manifests.filter((manifest) => manifest.kind === kind);
    const workloads = [...byKind('Deployment'), ...byKind('Job')];
    const [configMap] = byKind('ConfigMap');
    const config = configMap?.data ?? {};
    const find = (kind, name) => byKind(kind).find((manifest) => manifest.metadata.name === name);

    test('every manifest is valid against the Kubernetes API schema of its kind', () => {
      assert.ok(manifests.length > 0);
      for (const manifest of manifests) {
        const Model = schemaOf(manifest);
        assert.ok(Model, `no schema for ${manifest.apiVersion} ${manifest.kind}`);
        assert.doesNotThrow(() => new Model(manifest).validate(), `${manifest.kind} ${manifest.metadata.name}`);
      }
    });

    test('one ConfigMap, and every process reads it and the Secret', () => {
      assert.equal(byKind('ConfigMap').length, 1);
      assert.equal(byKind('Secret').length, 0, 'the Secret is the operator’s: never rendered with real values');
      for (const workload of workloads) {
        for (const container of podSpecOf(workload).containers) {
          const sources = container.envFrom ?? [];
          assert.ok(
            sources.some((source) => source.configMapRef?.name === configMap.metadata.name),
            `${workload.metadata.name} reads ${configMap.metadata.name}`,
          );
          assert.ok(
            sources.some((source) => source.secretRef?.name === SECRET_NAME),
            `${workload.metadata.name} reads ${SECRET_NAME}`,
          );
        }
      }
    });

    test('every pod runs as non-root with a read-only root file system and no capabilities', () => {
      for (const workload of workloads) {
        const pod = podSpecOf(workload);
        assert.equal(pod.securityContext?.runAsNonRoot, true, workload.metadata.name);
        assert.equal(pod.automountServiceAccountToken, false, workload.metadata.name);
        for (const container of pod.containers) {
          assert.equal(container.securityContext?.readOnlyRootFilesystem, true, container.name);
          assert.equal(container.securityContext?.allowPrivilegeEscalation, false, container.name);
          assert.deepEqual(container.securityContext?.capabilities?.drop, ['ALL'], container.name);
          assert.ok(container.resources?.requests?.cpu && container.resources?.limits?.memory, `${container.name} resources`);
          const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
          assert.ok(tmp && pod.volumes.find((volume) => volume.name === tmp.name)?.emptyDir, `${container.name}: /tmp is an emptyDir`);
        }
      }
    });

    test('probes and scrape annotations name ports the containers declare, the ones the configuration sets', () => {
      for (const workload of workloads) {
        const pod = workload.spec.template;
        for (const container of pod.spec.containers) {
          for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
            const port = container[probe]?.httpGet?.port;
            if (port !== undefined) assert.ok(portOf(container, port), `${container.name} ${probe} port ${port}`);
          }
        }
        const annotations = pod.metadata.annotations ?? {};
        if (annotations['prometheus.io/scrape'] === 'true') {
          const metrics = pod.spec.containers.flatMap((container) => container.ports ?? []).find((port) => port.name === 'metrics');
          assert.equal(annotations['prometheus.io/port'], String(metrics?.containerPort), `${workload.metadata.name} scrape port`);
          assert.equal(annotations['prometheus.io/path'], '/metrics');
        }
      }
    });

    test('selectors match the labels of the pods they mean', () => {
      for (const deployment of byKind('Deployment')) {
        assert.ok(matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels), deployment.metadata.name);
      }
      const selected = (selector) => byKind('Deployment').filter((deployment) => matches(selector, deployment.spec.template.metadata.labels));
      for (const service of byKind('Service')) {
        const [deployment, ...others] = selected(service.spec.selector);
        assert.ok(deployment && others.length === 0, `Service ${service.metadata.name} selects one Deployment`);
        for (const port of service.spec.ports)
          assert.ok(portOf(podSpecOf(deployment).containers[0], port.targetPort), `${service.metadata.name} ${port.targetPort}`);
      }
      for (const budget of byKind('PodDisruptionBudget')) {
        assert.equal(selected(budget.spec.selector.matchLabels).length, 1, `PodDisruptionBudget ${budget.metadata.name}`);
      }
      for (const policy of byKind('NetworkPolicy')) {
        const pods = [...selected(policy.spec.podSelector.matchLabels)];
        assert.ok(pods.length > 0, `NetworkPolicy ${policy.metadata.name} selects pods`);
        const named = (policy.spec.ingress ?? []).flatMap((rule) => rule.ports ?? []).filter((port) => typeof port.port === 'string');
        for (const { port } of named) {
          assert.ok(
            pods.every((deployment) => podSpecOf(deployment).containers.some((container) => portOf(container, port))),
            `NetworkPolicy ${policy.metadata.name} port ${port}`,
          );
        }
      }
      // HTTPS may leave for the internet only (recording links are checked in the app too: docs/voice-platforms.md#recordings).
      const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '127.0.0.0/8'];
      const egress = byKind('NetworkPolicy').flatMap((policy) => policy.spec.egress ?? []);
      const https = egress.filter((rule) => (rule.ports ?? []).some((port) => port.port === 443));
      // The migration targets have no policy of their own (the app's selects the Job's pod).
      if (byKind('NetworkPolicy').length > 0) assert.ok(https.length > 0, 'some NetworkPolicy allows https egress');
      for (const rule of https) {
        assert.ok(rule.to?.length > 0 && rule.to.every((peer) => peer.ipBlock), 'https egress goes to ipBlocks only, never to any address');
        const v4 = rule.to.find((peer) => peer.ipBlock.cidr === '0.0.0.0/0');
        assert.deepEqual([...(v4?.ipBlock.except ?? [])].sort(), [...PRIVATE_V4].sort(), 'https egress excepts the private IPv4 ranges');
        for (const peer of rule.to.filter((candidate) => candidate.ipBlock.cidr.includes(':'))) {
          assert.ok(
            ['fc00::/7', 'fe80::/10', '::1/128'].every((range) => peer.ipBlock.except?.includes(range)),
            'https egress excepts private IPv6',
          );
        }
      }
      for (const rule of egress.filter((candidate) => !candidate.to)) {
        assert.ok(!(rule.ports ?? []).some((port) => port.port === 443 || port.port === 80), 'no rule opens http(s) to every address');
      }
      for (const autoscaler of byKind('HorizontalPodAutoscaler')) {
        const deployment = find('Deployment', autoscaler.spec.scaleTargetRef.name);
        assert.ok(deployment, `HorizontalPodAutoscaler ${autoscaler.metadata.name} scales a Deployment of this target`);
        assert.equal(deployment.spec.replicas, undefined, 'the autoscaler owns the replicas: an apply must not reset them');
      }
    });

    const api = find('Deployment', 'receptionists-api');
    if (api) {
      test('api: probes, rolling update and a grace period longer than preStop plus the drain', () => {
        const [container] = podSpecOf(api).containers;
        assert.equal(portOf(container, 'http').containerPort, Number(config.PORT));
        assert.equal(portOf(container, 'metrics').containerPort, Number(config.METRICS_PORT));
        assert.equal(config.METRICS_HOST, '0.0.0.0', 'metrics must listen beyond the pod’s loopback to be scraped');
        assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
        assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
        assert.equal(container.startupProbe.httpGet.path, '/api/health/live');
        assert.deepEqual(api.spec.strategy, { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } });
        const [sleep, seconds] = container.lifecycle.preStop.exec.command;
        assert.equal(sleep, 'sleep');
        assert.ok(podSpecOf(api).terminationGracePeriodSeconds * 1000 > Number(seconds) * 1000 + Number(config.SHUTDOWN_GRACE_MS));
        const autoscaler = byKind('HorizontalPodAutoscaler').find((hpa) => hpa.spec.scaleTargetRef.name === api.metadata.name);
        assert.equal(autoscaler?.spec.metrics[0].resource.name, 'cpu');
        assert.ok(byKind('PodDisruptionBudget').some((budget) => matches(budget.spec.selector.matchLabels, api.spec.template.metadata.labels)));
      });
    }

    const worker = find('Deployment', 'receptionists-worker');
    if (worker) {
      test('worker: its own probes and metrics on WORKER_METRICS_PORT, its own budget', () => {
        const [container] = podSpecOf(worker).containers;
        assert.equal(portOf(container, 'metrics').containerPort, Number(config.WORKER_METRICS_PORT));
        assert.equal(container.readinessProbe.httpGet.path, '/health/ready');
        assert.equal(container.livenessProbe.httpGet.path, '/health/live');
        assert.ok(podSpecOf(worker).terminationGracePeriodSeconds * 1000 > Number(config.SHUTDOWN_GRACE_MS));
        assert.ok(byKind('PodDisruptionBudget').some((budget) => matches(budget.spec.selector.matchLabels, worker.spec.template.metadata.labels)));
      });
    }

    test('only the migration Job reads ADMIN_PASSWORD, from its own Secret', () => {
      for (const workload of workloads) {
        for (const container of podSpecOf(workload).containers) {
          const reads = (container.envFrom ?? []).filter((source) => source.secretRef?.name === ADMIN_SECRET_NAME);
          assert.deepEqual(reads, [], `${workload.metadata.name} reads all of ${ADMIN_SECRET_NAME}`);
          const password = (container.env ?? []).filter((variable) => variable.name === 'ADMIN_PASSWORD');
          if (workload.kind === 'Job') {
            assert.deepEqual(password, [{ name: 'ADMIN_PASSWORD', valueFrom: { secretKeyRef: { name: ADMIN_SECRET_NAME, key: 'ADMIN_PASSWORD' } } }]);
          } else {
            assert.deepEqual(password, [], `${workload.metadata.name} gets ADMIN_PASSWORD`);
          }
        }
      }
      assert.equal(config.ADMIN_PASSWORD, undefined);
    });

    const [job] = byKind('Job');
    if (job) {
      test('migration Job: the database set-up, not retried forever', () => {
        assert.deepEqual(podSpecOf(job).containers[0].command, ['node', 'backend/dist/scripts/setup-database.js']);
        assert.equal(podSpecOf(job).restartPolicy, 'Never');
        assert.ok(job.spec.backoffLimit <= 3);
      });
    }

    if (target.startsWith('overlays/production')) {
      test('production: one namespace, and one pushed image for every process, pinned by digest', () => {
        assert.deepEqual([...new Set(manifests.map((manifest) => manifest.metadata.namespace))], ['receptionists']);
        const images = new Set(workloads.flatMap((workload) => podSpecOf(workload).containers.map((container) => container.image)));
        assert.equal(images.size, 1);
        assert.match([...images][0], /^[^/@]+\/[^@:]+@sha256:[0-9a-f]{64}$/, 'a registry and a digest, no tag');
      });
    }
  });
}
