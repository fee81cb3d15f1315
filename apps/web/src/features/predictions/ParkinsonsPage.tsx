import { favourableText } from '@clinvia/contracts/predictions';
import { RotateCcw } from 'lucide-react';
import { ClassificationResult } from './engine/ClassificationResult';
import { HowThisWorks } from './engine/HowThisWorks';
import { PredictionForm } from './engine/PredictionForm';
import { SampleValuesNote, sampleTexts } from './engine/SampleValues';
import { Card, ToolPage } from './engine/ToolPage';
import { usePredictionTool } from './engine/usePredictionTool';
import { parkinsonsTexts, parkinsonsTool } from './tools/parkinsons';
import { Button } from '../../components/ui/Button';

export default function ParkinsonsPage() {
  const engine = usePredictionTool(parkinsonsTool);
  return (
    <ToolPage title={parkinsonsTool.title} subtitle={parkinsonsTool.subtitle}>
      <Card>
        <div className="mb-5">
          <SampleValuesNote text={sampleTexts.form} />
        </div>
        <PredictionForm
          engine={engine}
          actions={
            <Button
              onClick={engine.resetToDefaults}
              variant="secondary" size="xl"
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {parkinsonsTexts.reset}
            </Button>
          }
        />
      </Card>
      {engine.outcome !== undefined && (
        <ClassificationResult
          tool="parkinsons"
          toolTitle={parkinsonsTool.title}
          heading={parkinsonsTexts.resultHeading}
          fields={engine.fields}
          outcome={engine.outcome}
          sampleCase
          verdict={(response) => response.message}
          favourable={favourableText.parkinsons}
          note={parkinsonsTexts}
        />
      )}
      <HowThisWorks tool="parkinsons" />
    </ToolPage>
  );
}
