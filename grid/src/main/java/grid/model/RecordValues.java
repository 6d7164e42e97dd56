package grid.model;

import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;

/**
 * Value equality for the model's records that hold arrays. The equality Java gives a record compares an
 * array component by identity, so two rules read from one file would differ; these methods compare every
 * component of the record by content (arrays of any depth as {@link Arrays#deepEquals} does), in the
 * order the record declares them. A record states its equality in one line each way, and a component
 * added later cannot be left out of it.
 *
 * <p>The components are read from the record's fields, not through its accessors, which hand out copies.
 * The fields of each record class are looked up once ({@link ClassValue}: a per-class constant, made on
 * first use).
 */
final class RecordValues {

    private static final ClassValue<Field[]> COMPONENTS = new ClassValue<>() {
        @Override
        protected Field[] computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Field[] fields = new Field[components.length];
            for (int i = 0; i < components.length; i++) {
                try {
                    fields[i] = type.getDeclaredField(components[i].getName());
                } catch (NoSuchFieldException e) {
                    throw new IllegalStateException("a record without the field of its component " + components[i], e);
                }
                fields[i].setAccessible(true);
            }
            return fields;
        }
    };

    private RecordValues() {
    }

    /** Whether {@code other} is a record of the same class as {@code record} with equal components. */
    static boolean equal(Record record, Object other) {
        if (record == other) {
            return true;
        }
        return other != null && other.getClass() == record.getClass()
                && Arrays.deepEquals(components(record), components((Record) other));
    }

    /** A hash of every component, consistent with {@link #equal}. */
    static int hash(Record record) {
        return Arrays.deepHashCode(components(record));
    }

    private static Object[] components(Record record) {
        Field[] fields = COMPONENTS.get(record.getClass());
        Object[] values = new Object[fields.length];
        try {
            for (int i = 0; i < fields.length; i++) {
                values[i] = fields[i].get(record);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("the fields of a record of this package are readable here", e);
        }
        return values;
    }
}
